/**
 * What the activity trail costs, on SQLite or PostgreSQL. Run alone:
 *
 *   npx tsx bench/activity.ts                                               (SQLite)
 *   node scripts/with-postgres.mjs node --import tsx bench/activity.ts      (PostgreSQL)
 *
 * (with TEST_DATABASE_URL set, as scripts/with-postgres.mjs does, it runs on PostgreSQL.)
 * `npm run bench` runs both. Environment: BENCH_EVENTS (1,000,000), BENCH_SECONDS (5).
 * 1. The write cost: a contact saved whole (read, version bump, UPDATE … RETURNING) in one
 *    transaction with its event and the same transaction without it, in short alternating blocks
 *    (A B A B …) so that whatever else the machine does hits both; the service itself
 *    (updateContact) runs in the same rotation to show the two match what the server does.
 * 2. The activity log over BENCH_EVENTS events (half of them in one store, seeded in multi-row
 *    batches in one transaction): the BREAD list's page and count (`listRows`), in-process on one
 *    connection, for the big store newest first and with each filter the screen offers, with the
 *    query plan of each statement.
 * Prints a table and one line `BENCH_ACTIVITY {json}`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { nowIso, toJson } from "../server/db/json.js";
import { inTransaction } from "../server/db/transaction.js";
import { MODELS } from "../server/routes/bread/models/index.js";
import { loose, type BreadModel, type LooseDb } from "../server/routes/bread/model.js";
import { parseListParams } from "../server/routes/bread/params.js";
import { listPage, listRows } from "../server/routes/bread/query.js";
import {
  CONTACT_COLUMNS,
  contactOut,
  findContact,
  updateContact,
} from "../server/services/contacts/writes.js";
import { recordActivity } from "../server/services/activity/record.js";
import { runAs } from "../server/services/activity/actor.js";
import { bumpVersion } from "../server/services/versions/index.js";
import { percentile, timeLoop } from "./lib/timing.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = 1;
const STORES = 20;
const USERS = 50;
const ENTITIES = ["Product", "Order", "Contact", "Discount", "Website", "Page"] as const;
const ACTIONS = ["create", "update", "update", "update", "delete", "status"] as const;
/** The product's bars. */
const WRITE_OVERHEAD_MAX_PERCENT = 10;
const LIST_P99_MAX_MS = 50;
/** One block of one variant in the write rotation; short so that noise spreads over all of them. */
const BLOCK_MS = 200;

const serverUrl = process.env.TEST_DATABASE_URL || "";
const postgres = /^postgres(ql)?:\/\//.test(serverUrl);
const label = postgres ? "PostgreSQL" : "SQLite";

/** A fresh database: a temporary SQLite file, or a new database on the throwaway cluster. */
async function freshDatabase(): Promise<{ databaseUrl?: string; sqliteFile: string; dir: string | null }> {
  if (!postgres) {
    const dir = mkdtempSync(join(tmpdir(), "merch-activity-bench-"));
    return { sqliteFile: join(dir, "app.sqlite"), dir };
  }
  const name = "bench_activity";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), sqliteFile: ":memory:", dir: null };
}

const target = await freshDatabase();
const db = openDb(target);

const ms = (value: number) => Math.round(value * 1000) / 1000;
const overhead = (withEvent: number, alone: number) => Math.round((withEvent / alone - 1) * 1000) / 10;

async function seed(): Promise<{ bigStore: number; smallStore: number; contactId: number; userId: number }> {
  await migrate(db);
  const k = db.kysely;
  const users = [];
  for (let i = 0; i < USERS; i++) {
    users.push({
      name: `User ${i}`,
      email: `user${i}@bench.test`,
      password_hash: "x",
      created_at: nowIso(),
      updated_at: nowIso(),
    });
  }
  const userIds = (await k.insertInto("users").values(users).returning("id").execute()).map((r) => r.id);
  const stores = Array.from({ length: STORES }, (_, i) => ({
    name: `Store ${i}`,
    link: `store-${i}`,
    user_id: userIds[0]!,
    created_at: nowIso(),
    updated_at: nowIso(),
  }));
  const storeIds = (await k.insertInto("websites").values(stores).returning("id").execute()).map((r) => r.id);
  const bigStore = storeIds[0]!;
  const contact = await k
    .insertInto("contacts")
    .values({ website_id: bigStore, name: "Ada", tags: "[]", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Two years of events, half of them in the big store, as the writes would have recorded them.
  // As many rows per INSERT as the bound-value limit allows (10 per row: SQLite 32,766, PostgreSQL
  // 65,535), all in one transaction: one statement per row would take longer than the measurement.
  const started = Date.now();
  const start = Date.now() - 2 * 365 * 86_400_000;
  const step = (2 * 365 * 86_400_000) / EVENTS;
  const batch = postgres ? 6000 : 3000;
  await k.transaction().execute(async (trx) => {
    for (let from = 0; from < EVENTS; from += batch) {
      const rows = [];
      for (let i = from; i < Math.min(EVENTS, from + batch); i++) {
        rows.push({
          created_at: new Date(start + i * step).toISOString(),
          user_id: userIds[i % USERS]!,
          acting_admin_id: null,
          website_id: i % 2 === 0 ? bigStore : storeIds[1 + (i % (STORES - 1))]!,
          entity: ENTITIES[i % ENTITIES.length]!,
          entity_id: i % 5000,
          record_name: `Record ${i % 5000}`,
          action: ACTIONS[i % ACTIONS.length]!,
          changes: JSON.stringify({ price: [1000 + (i % 100), 1100 + (i % 100)] }),
          request_id: null,
        });
      }
      await trx.insertInto("activity_events").values(rows).execute();
    }
  });
  // PostgreSQL: VACUUM also sets the visibility map that index-only scans (the count) rely on.
  await sql.raw(postgres ? "VACUUM ANALYZE" : "ANALYZE").execute(k);
  console.log(
    `${label}: ${EVENTS.toLocaleString("en")} events seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { bigStore, smallStore: storeIds[1]!, contactId: contact.id, userId: userIds[1]! };
}

/**
 * The write with and without its event, and the service itself. The first two are the service's
 * own steps (updateContact) in one transaction, so the only difference is recordActivity.
 */
async function writes(contactId: number, userId: number) {
  const k = db.kysely;
  const actor = { userId, actingAdminId: null, requestId: null };
  let n = 0;
  const input = () => ({
    name: "Ada",
    email: null,
    city: `City ${n++}`,
    postal: null,
    street: null,
    phone: null,
    lang: null,
    comment: null,
    tags: [],
  });
  const save = (withEvent: boolean) =>
    runAs(actor, () =>
      inTransaction(k, async (q) => {
        const before = await findContact(q, contactId);
        await bumpVersion(q, "contacts", contactId, null);
        const { tags, ...fields } = input();
        const row = await q
          .updateTable("contacts")
          .set({ ...fields, tags: toJson(tags) })
          .where("id", "=", contactId)
          .returning(CONTACT_COLUMNS)
          .executeTakeFirstOrThrow();
        if (withEvent)
          await recordActivity(q, {
            entity: "Contact",
            entityId: contactId,
            action: "update",
            websiteId: row.website_id,
            before: contactOut(before),
            after: contactOut(row),
          });
      }),
    );
  const variants = [
    { name: "alone", run: () => save(false), times: [] as number[] },
    { name: "withEvent", run: () => save(true), times: [] as number[] },
    { name: "service", run: () => runAs(actor, () => updateContact(k, contactId, input())), times: [] },
  ];
  const block = async (run: () => Promise<unknown>, record: number[] | null) => {
    const until = performance.now() + BLOCK_MS;
    while (performance.now() < until) {
      const t0 = performance.now();
      await run();
      record?.push(performance.now() - t0);
    }
  };
  for (let w = 0; w < Math.ceil((WARMUP * 1000) / BLOCK_MS); w++)
    for (const v of variants) await block(v.run, null);
  const rounds = Math.max(2, Math.ceil((SECONDS * 1000) / BLOCK_MS));
  for (let r = 0; r < rounds; r++) for (const v of variants) await block(v.run, v.times);
  const statsOf = (name: string) => {
    const times = variants.find((v) => v.name === name)?.times ?? [];
    const sorted = [...times].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
    return { writes: sorted.length, p50: percentile(sorted, 50), mean };
  };
  const [alone, withEvent, service] = ["alone", "withEvent", "service"].map(statsOf);
  const p50Percent = overhead(withEvent.p50, alone.p50);
  const meanPercent = overhead(withEvent.mean, alone.mean);
  return {
    rounds,
    blockMs: BLOCK_MS,
    alone: { writes: alone.writes, p50: ms(alone.p50), mean: ms(alone.mean) },
    withEvent: { writes: withEvent.writes, p50: ms(withEvent.p50), mean: ms(withEvent.mean) },
    service: { writes: service.writes, p50: ms(service.p50), mean: ms(service.mean) },
    overheadPercent: { p50: p50Percent, mean: meanPercent },
    bar: `<= ${WRITE_OVERHEAD_MAX_PERCENT}% (p50 and mean)`,
    pass: p50Percent <= WRITE_OVERHEAD_MAX_PERCENT && meanPercent <= WRITE_OVERHEAD_MAX_PERCENT,
  };
}

/** A Kysely on its own connection that keeps each statement it sends, for EXPLAIN. */
function loggingKysely(statements: Map<string, readonly unknown[]>): Kysely<LooseDb> {
  const log = (event: { level: string; query: { sql: string; parameters: readonly unknown[] } }) => {
    if (event.level === "query") statements.set(event.query.sql, event.query.parameters);
  };
  if (target.databaseUrl)
    return new Kysely<LooseDb>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.databaseUrl, max: 1 }) }),
      log,
    });
  return new Kysely<LooseDb>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(target.sqliteFile, { readonly: true }) }),
    log,
  });
}

/**
 * The plan of each statement listRows sends. `indexed`: the store's rows are found through an index
 * and come out in the order asked for (no sort step over them).
 */
/** A variant's stores: one store, or every store (null) as a platform admin lists them. */
const scopeOf = (store: number | null) => ({ stores: store === null ? null : [store] });

async function explain(model: BreadModel, params: ReturnType<typeof parseListParams>, store: number | null) {
  const statements = new Map<string, readonly unknown[]>();
  const logged = loggingKysely(statements);
  try {
    await listRows(logged, model, params, scopeOf(store));
    const plans = [];
    for (const [text, parameters] of [...statements]) {
      const prefix = postgres ? "EXPLAIN " : "EXPLAIN QUERY PLAN ";
      const { rows } = await logged.executeQuery(CompiledQuery.raw(prefix + text, [...parameters]));
      const plan = rows.map((r) =>
        String((r as Record<string, unknown>)[postgres ? "QUERY PLAN" : "detail"]),
      );
      const joined = plan.join("\n");
      const indexed = postgres
        ? /(Index (Only )?Scan( Backward)? using|Bitmap Index Scan on) activity_/.test(joined) &&
          !/Seq Scan on activity_events/.test(joined)
        : /activity_events USING (COVERING )?INDEX activity_/.test(joined) &&
          !/SCAN activity_events\b(?! USING)/.test(joined);
      const sorts = postgres ? /\bSort\b/.test(joined) : /TEMP B-TREE FOR ORDER BY/.test(joined);
      const indexes = [...new Set(joined.match(/activity_\w+_idx/g) ?? [])];
      plans.push({ sql: text, plan, indexes, indexed, sorts });
    }
    return plans;
  } finally {
    await logged.destroy();
  }
}

async function reads(bigStore: number, smallStore: number, userId: number) {
  const model = MODELS.get("ActivityEvent") as BreadModel;
  const sort = JSON.stringify(["created_at", "DESC"]);
  const range = JSON.stringify([0, 24]);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  // `byStoreAndDate`: the bar's query (a store's events within dates, newest first). In the big
  // store (half the log) PostgreSQL may rightly walk the all-stores time index and skip the other
  // stores' rows; a small store (1/38 of the log) shows the store's own index at work.
  const variants: [string, Record<string, unknown>, boolean, number | null][] = [
    ["store, newest first", {}, false, bigStore],
    ["store, last 30 days", { created_at_gte: day(30) }, true, bigStore],
    ["store, a month a year ago", { created_at_gte: day(395), created_at_lte: day(365) }, true, bigStore],
    ["small store, last 30 days", { created_at_gte: day(30) }, true, smallStore],
    ["store, one person", { user_id: userId }, false, bigStore],
    ["all stores, one person", { user_id: userId }, false, null],
    ["store, record type", { entity: "Product" }, false, bigStore],
    ["store, action", { action: "delete" }, false, bigStore],
    ["store, one record's timeline", { entity: "Product", entity_id: 42 }, false, bigStore],
  ];
  const results = [];
  for (const [name, filter, byStoreAndDate, store] of variants) {
    const params = parseListParams(model, { sort, range, filter: JSON.stringify(filter) });
    const timed = await timeLoop(
      () => listRows(loose(db.kysely), model, params, scopeOf(store)),
      WARMUP,
      SECONDS,
    );
    // The page alone: what the list costs without its exact count.
    const page = await timeLoop(
      () => listPage(loose(db.kysely), model, params, scopeOf(store)),
      WARMUP,
      SECONDS,
    );
    const plans = await explain(model, params, store);
    results.push({
      name,
      filter,
      byStoreAndDate,
      qps: timed.qps,
      p50: ms(percentile(timed.sorted, 50)),
      p99: ms(percentile(timed.sorted, 99)),
      pageP50: ms(percentile(page.sorted, 50)),
      otherCpuPercent: timed.otherCpuPercent,
      indexes: [...new Set(plans.flatMap((p) => p.indexes))],
      indexed: plans.every((p) => p.indexed),
      sorts: plans.some((p) => p.sorts),
      plans,
    });
  }
  return results;
}

try {
  const seeded = await seed();
  const write = await writes(seeded.contactId, seeded.userId);
  const read = await reads(seeded.bigStore, seeded.smallStore, seeded.userId);
  const barRows = read.filter((r) => r.byStoreAndDate);
  const listP99 = Math.max(...barRows.map((r) => r.p99));
  const list = {
    p99: listP99,
    bar: `< ${LIST_P99_MAX_MS} ms`,
    pass: listP99 < LIST_P99_MAX_MS,
    indexed: barRows.every((r) => r.indexed && !r.sorts),
  };
  console.log(`\nActivity trail, ${label}, ${EVENTS.toLocaleString("en")} events (half in one store)`);
  const w = write;
  console.log(
    `write alone      p50 ${w.alone.p50} ms  mean ${w.alone.mean} ms  (${w.alone.writes} writes)\n` +
      `write + event    p50 ${w.withEvent.p50} ms  mean ${w.withEvent.mean} ms  (${w.withEvent.writes} writes)\n` +
      `updateContact    p50 ${w.service.p50} ms  mean ${w.service.mean} ms  (${w.service.writes} writes)\n` +
      `event's cost     p50 +${w.overheadPercent.p50}%  mean +${w.overheadPercent.mean}%  (bar ${w.bar})`,
  );
  for (const r of read)
    console.log(
      `${r.name.padEnd(30)} ${String(r.qps).padStart(8)}/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (page alone p50 ${r.pageP50} ms)  ${r.indexed ? (r.sorts ? "SORTS: " : "") : "NOT ALL INDEXED: "}${r.indexes.join(", ")}`,
    );
  console.log(`BENCH_ACTIVITY ${JSON.stringify({ database: label, events: EVENTS, write, list, read })}`);
} finally {
  await db.kysely.destroy();
  if (target.dir) rmSync(target.dir, { recursive: true, force: true });
}
