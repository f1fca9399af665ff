/**
 * What the activity trail costs. Run: `npx tsx bench/activity.ts` (BENCH_EVENTS, BENCH_SECONDS).
 * 1. A write with its event against the same write without: a contact saved whole through its
 *    service (update + event in one transaction) and the same UPDATE in a transaction alone.
 * 2. The activity log over BENCH_EVENTS events (default 1,000,000; half in one store): the page
 *    and count the BREAD list sends, in-process on one connection, for the big store newest first
 *    and with each filter the screen offers.
 * Prints a table and one line `BENCH_ACTIVITY {json}`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { nowIso } from "../server/db/json.js";
import { MODELS } from "../server/routes/bread/models/index.js";
import { loose, type BreadModel } from "../server/routes/bread/model.js";
import { parseListParams } from "../server/routes/bread/params.js";
import { listPage, listRows } from "../server/routes/bread/query.js";
import { updateContact } from "../server/services/contacts/writes.js";
import { runAs } from "../server/services/activity/actor.js";
import { percentile, timeLoop } from "./lib/timing.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = 1;
const STORES = 20;
const USERS = 50;
const ENTITIES = ["Product", "Order", "Contact", "Discount", "Website", "Page"] as const;
const ACTIONS = ["create", "update", "update", "update", "delete", "status"] as const;

const dir = mkdtempSync(join(tmpdir(), "merch-activity-bench-"));
const db = openDb({ sqliteFile: join(dir, "app.sqlite") });

const ms = (value: number) => Math.round(value * 1000) / 1000;

async function seed(): Promise<{ bigStore: number; contactId: number; userId: number }> {
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
  const storeIds: number[] = [];
  for (let i = 0; i < STORES; i++) {
    const store = await k
      .insertInto("websites")
      .values({
        name: `Store ${i}`,
        link: `store-${i}`,
        user_id: userIds[0]!,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    storeIds.push(store.id);
  }
  const bigStore = storeIds[0]!;
  const contact = await k
    .insertInto("contacts")
    .values({ website_id: bigStore, name: "Ada", tags: "[]", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Two years of events, half of them in the big store, as the writes would have recorded them.
  const start = Date.now() - 2 * 365 * 86_400_000;
  const step = (2 * 365 * 86_400_000) / EVENTS;
  const batch = 500;
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
    await k.insertInto("activity_events").values(rows).execute();
  }
  await sql`ANALYZE`.execute(k);
  return { bigStore, contactId: contact.id, userId: userIds[1]! };
}

async function writes(contactId: number, userId: number) {
  const k = db.kysely;
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
  const withEvent = await timeLoop(
    () => runAs({ userId, actingAdminId: null, requestId: null }, () => updateContact(k, contactId, input())),
    WARMUP,
    SECONDS,
  );
  const alone = await timeLoop(
    () =>
      k.transaction().execute(async (trx) => {
        const { tags, ...fields } = input();
        await trx.selectFrom("contacts").selectAll().where("id", "=", contactId).executeTakeFirstOrThrow();
        await trx
          .updateTable("contacts")
          .set({ ...fields, tags: JSON.stringify(tags) })
          .where("id", "=", contactId)
          .execute();
      }),
    WARMUP,
    SECONDS,
  );
  return {
    withEventMean: ms(withEvent.mean),
    aloneMean: ms(alone.mean),
    overheadPercent: Math.round((withEvent.mean / alone.mean - 1) * 100),
  };
}

async function reads(bigStore: number, userId: number) {
  const model = MODELS.get("ActivityEvent") as BreadModel;
  const sort = JSON.stringify(["created_at", "DESC"]);
  const range = JSON.stringify([0, 24]);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const variants: [string, Record<string, unknown>][] = [
    ["store, newest first", {}],
    ["store, one person", { user_id: userId }],
    ["store, record type", { entity: "Product" }],
    ["store, action", { action: "delete" }],
    ["store, last 30 days", { created_at_gte: since }],
    ["store, one record's timeline", { entity: "Product", entity_id: 42 }],
  ];
  const results = [];
  for (const [name, filter] of variants) {
    const params = parseListParams(model, { sort, range, filter: JSON.stringify(filter) });
    const timed = await timeLoop(
      () => listRows(loose(db.kysely), model, params, { stores: [bigStore] }),
      WARMUP,
      SECONDS,
    );
    // The page alone: what the list costs without its exact count.
    const page = await timeLoop(
      () => listPage(loose(db.kysely), model, params, { stores: [bigStore] }),
      WARMUP,
      SECONDS,
    );
    results.push({
      name,
      qps: timed.qps,
      p50: ms(percentile(timed.sorted, 50)),
      p99: ms(percentile(timed.sorted, 99)),
      pageP50: ms(percentile(page.sorted, 50)),
    });
  }
  return results;
}

try {
  const seeded = await seed();
  const write = await writes(seeded.contactId, seeded.userId);
  const read = await reads(seeded.bigStore, seeded.userId);
  console.log(`\nActivity trail, SQLite, ${EVENTS.toLocaleString("en")} events (half in one store)`);
  console.log(
    `write: contact saved with its event ${write.withEventMean} ms, without ${write.aloneMean} ms (+${write.overheadPercent}%)`,
  );
  for (const r of read)
    console.log(
      `${r.name.padEnd(30)} ${String(r.qps).padStart(8)}/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (page alone p50 ${r.pageP50} ms)`,
    );
  console.log(`BENCH_ACTIVITY ${JSON.stringify({ events: EVENTS, write, read })}`);
} finally {
  await db.kysely.destroy();
  rmSync(dir, { recursive: true, force: true });
}
