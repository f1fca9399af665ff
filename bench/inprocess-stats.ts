/**
 * Issue 3's bar without HTTP: the statistics call's own work (collectStats, exactly as
 * GET /api/chart/stats runs it after its checks) for the store owner's stores over the current
 * calendar year, looped sequentially on one connection; then each card's mean time on its own.
 * On SQLite (BENCH_DATA_DIR) as scripts/bench.mjs runs it, or on PostgreSQL with
 * BENCH_DATABASE_URL set (a database loaded by bench/pg-load.ts). Prints `BENCH_STATS {json}`.
 */
import { join } from "node:path";
import { openDb } from "../server/db/kysely.js";
import type { StatsDb, StatsFilter } from "../server/services/dashboard/filter.js";
import { ordersCard, salesCards, type MoneyRights } from "../server/services/dashboard/orders.js";
import { productCards, viewsCard } from "../server/services/dashboard/products.js";
import { collectStats, statsFilter } from "../server/services/dashboard/stats.js";
import { FileUrls } from "../server/services/storage.js";
import type { DateRange } from "../domain/dashboard.js";
import { clusterCpu } from "./lib/pg-cpu.js";
import { percentile, timeLoop } from "./lib/timing.js";

const dataDir = process.env.BENCH_DATA_DIR;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
if (!dataDir && !databaseUrl) throw new Error("BENCH_DATA_DIR or BENCH_DATABASE_URL is required.");

const db = openDb({ databaseUrl, sqliteFile: join(dataDir ?? ".", "app.sqlite") });
const kysely: StatsDb = db.kysely;
const owner = await kysely
  .selectFrom("users")
  .select("id")
  .where("email", "=", "bench-owner@example.com")
  .executeTakeFirstOrThrow();
const stores = await kysely
  .selectFrom("websites")
  .select("id")
  .where("user_id", "=", owner.id)
  .orderBy("id")
  .execute();
const year = new Date().getUTCFullYear();
const range: DateRange = { from: `${year}-01-01`, to: `${year}-12-31` };
const f: StatsFilter = statsFilter(
  range,
  stores.map((s) => s.id),
  null,
);
// What the route grants the owner: their stores' money, no platform fee split, no admin cards.
const rights: MoneyRights = { fees: false, money: true };
const urls = new FileUrls("bench-secret");

const call = () => collectStats(kysely, urls, range, f, false, rights);
await timeLoop(call, 0, warmup);
// PostgreSQL: the cluster's CPU over the recorded calls (the work happens in its processes).
const serverCpu = db.dialect === "postgres" ? await clusterCpu(db.kysely) : () => 0;
const serverCpuBefore = serverCpu();
const whole = await timeLoop(call, 0, seconds);
const serverCpuMs = serverCpu() - serverCpuBefore;
const check = await collectStats(kysely, urls, range, f, false, rights);

/** Each card alone, sequentially: where the call's time goes. */
const cards: Record<string, () => Promise<unknown>> = {
  ordersCard: () => ordersCard(kysely, f, rights),
  salesCards: () => salesCards(kysely, f),
  productCards: () => productCards(kysely, urls, f),
  viewsCard: () => viewsCard(kysely, f),
};
const perCard: Record<string, { mean: number; p99: number; cpuP50: number }> = {};
for (const [name, run] of Object.entries(cards)) {
  const t = await timeLoop(run, 0.5, Math.max(1, seconds / 4));
  perCard[name] = { mean: t.mean, p99: percentile(t.sorted, 99), cpuP50: percentile(t.cpuSorted, 50) };
}
await db.close();

console.log(
  `BENCH_STATS ${JSON.stringify({
    engine: db.dialect,
    stores: stores.length,
    range,
    orders: check.total,
    units: check.totalSales.total,
    queries: whole.sorted.length,
    qps: whole.qps,
    p50: percentile(whole.sorted, 50),
    p99: percentile(whole.sorted, 99),
    mean: whole.mean,
    // SQLite only: CPU time per call, close to what a quiet machine's latency would be.
    cpuP50: percentile(whole.cpuSorted, 50),
    cpuP99: percentile(whole.cpuSorted, 99),
    // PostgreSQL only: the cluster's CPU ms per call, averaged (the cards run on several connections).
    serverCpuMsPerCall: db.dialect === "postgres" ? serverCpuMs / Math.max(1, whole.sorted.length) : null,
    otherCpuPercent: whole.otherCpuPercent,
    perCard,
  })}`,
);
