/**
 * The limit without HTTP: the product list's own code path (parseListParams + listRows, exactly
 * as GET /api/bread/:model calls them) looped sequentially on one connection, as SQLite serves
 * one query at a time per connection anyway. Then, once, the SQL it ran with its query plans.
 * Run by scripts/bench.mjs through tsx; prints one line `BENCH_INPROCESS {json}`.
 */
import os from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { openDb } from "../server/db/kysely.js";
import { MODELS } from "../server/routes/bread/models/index.js";
import type { BreadModel, LooseDb } from "../server/routes/bread/model.js";
import { parseListParams, type ListParams } from "../server/routes/bread/params.js";
import { listRows, type ListScope } from "../server/routes/bread/query.js";

interface Variant {
  name: string;
  /** The store the list shows; null: every store, as a platform admin's list without a store filter. */
  websiteId: number | null;
  query: { sort?: string; range?: string; filter?: string };
}

const dataDir = process.env.BENCH_DATA_DIR;
const variants = JSON.parse(process.env.BENCH_VARIANTS ?? "[]") as Variant[];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
if (!dataDir || variants.length === 0) throw new Error("BENCH_DATA_DIR and BENCH_VARIANTS are required.");
const sqliteFile = join(dataDir, "app.sqlite");

const model = MODELS.get("Product") as BreadModel;

/** What the route hands listRows: the filter without website_id, the store as the scope. */
function listArgs(variant: Variant): [ListParams, ListScope] {
  const params = parseListParams(model, variant.query);
  const filter = { ...params.filter };
  delete filter.website_id;
  return [{ ...params, filter }, { stores: variant.websiteId === null ? null : [variant.websiteId] }];
}

/** Busy ms of all cores, and of this process: their difference is other work on the machine. */
function cpuSnapshot() {
  let busy = 0;
  let all = 0;
  for (const { times: t } of os.cpus()) {
    busy += t.user + t.nice + t.sys + t.irq;
    all += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  const { user, system } = process.cpuUsage();
  return { busy, all, own: (user + system) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(db: Kysely<LooseDb>, variant: Variant) {
  const [params, scope] = listArgs(variant);
  const loop = async (ms: number, record: number[] | null) => {
    const until = performance.now() + ms;
    let total = 0;
    while (performance.now() < until) {
      const t0 = performance.now();
      ({ total } = await listRows(db, model, params, scope));
      record?.push(performance.now() - t0);
    }
    return total;
  };
  await loop(warmup * 1000, null);
  const times: number[] = [];
  const started = performance.now();
  const before = cpuSnapshot();
  const total = await loop(seconds * 1000, times);
  const after = cpuSnapshot();
  const elapsed = (performance.now() - started) / 1000;
  const other = after.busy - before.busy - (after.own - before.own);
  times.sort((a, b) => a - b);
  return {
    name: variant.name,
    queries: times.length,
    qps: Math.round((times.length / elapsed) * 10) / 10,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    total,
    otherCpuPercent: Math.max(0, Math.round((other / Math.max(1, after.all - before.all)) * 100)),
  };
}

/** The SQL listRows sends, its query plan, and the mean time of each statement on its own. */
async function explain(variant: Variant) {
  const raw = new SqliteDatabase(sqliteFile, { readonly: true });
  const statements = new Map<string, { sql: string; parameters: readonly unknown[]; ms: number[] }>();
  const logged = new Kysely<LooseDb>({
    dialect: new SqliteDialect({ database: raw }),
    log(event) {
      if (event.level !== "query") return;
      const { sql, parameters } = event.query;
      const entry = statements.get(sql) ?? { sql, parameters, ms: [] };
      entry.ms.push(event.queryDurationMillis);
      statements.set(sql, entry);
    },
  });
  const [params, scope] = listArgs(variant);
  for (let i = 0; i < 50; i++) await listRows(logged, model, params, scope);
  await logged.destroy();
  const reader = new SqliteDatabase(sqliteFile, { readonly: true });
  const result = [...statements.values()].map(({ sql, parameters, ms }) => ({
    sql,
    parameters,
    meanMs: ms.slice(5).reduce((a, b) => a + b, 0) / Math.max(1, ms.length - 5),
    plan: (reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map(
      (r) => r.detail,
    ),
  }));
  reader.close();
  return { name: variant.name, statements: result };
}

const db = openDb({ sqliteFile });
const loose = db.kysely as unknown as Kysely<LooseDb>;
const results = [];
for (const variant of variants) results.push(await measure(loose, variant));
await db.close();
const plans = [];
for (const variant of variants) plans.push(await explain(variant));
console.log(`BENCH_INPROCESS ${JSON.stringify({ results, plans })}`);
