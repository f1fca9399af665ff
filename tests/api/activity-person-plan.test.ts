import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The activity log filtered by person: inside a store its count reads the person's index alone
 * (the store is in the index, so no event row is read to check it), and across every store the
 * page comes newest first from the same index without sorting the person's events.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements as the BREAD list writes them for a person's events. */
const inStoreCount = sql`select count(*) as total from activity_events
  where activity_events.website_id in (1) and activity_events.user_id = 2`;
const everyStorePage = sql`select activity_events.id from activity_events
  where activity_events.user_id = 2
  order by activity_events.created_at desc, activity_events.id desc limit 25`;

async function planOf(statement: ReturnType<typeof sql>): Promise<string> {
  if (t.db.dialect === "sqlite") {
    const { rows } = await sql<{ detail: string }>`explain query plan ${statement}`.execute(t.db.kysely);
    return rows.map((r) => r.detail).join("\n");
  }
  // PostgreSQL picks by cost and would read the test's few rows whole: the index must serve it.
  return t.db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await sql<Record<string, string>>`explain ${statement}`.execute(trx);
    return rows.map((r) => Object.values(r).join(" ")).join("\n");
  });
}

describe("activity log filtered by person", () => {
  it("counts a person's events in a store from the person's index alone", async () => {
    const plan = await planOf(inStoreCount);
    expect(plan).toMatch(
      t.db.dialect === "sqlite"
        ? /COVERING INDEX activity_user_time_store_idx/
        : /Index Only Scan using activity_user_time_store_idx/,
    );
  });

  it("pages a person's events across every store without sorting them", async () => {
    const plan = await planOf(everyStorePage);
    expect(plan).toMatch(/activity_user_time_store_idx/);
    expect(plan).not.toMatch(
      t.db.dialect === "sqlite" ? /TEMP B-TREE FOR ORDER BY/ : /Sort Key: activity_events.created_at/,
    );
  });
});
