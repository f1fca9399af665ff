import { expect } from "vitest";
import type { Db } from "../../server/db/types.js";
import type { Call } from "./test-app.js";

/** An activity event as the API tests read it back, its changes parsed. */
export interface RecordedEvent {
  user_id: number | null;
  acting_admin_id: number | null;
  website_id: number | null;
  entity: string;
  entity_id: number | null;
  record_name: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
}

/** PostgreSQL hands the JSON column back parsed, SQLite as text. */
function parsedChanges(changes: unknown): RecordedEvent["changes"] {
  if (changes === null || changes === undefined) return null;
  return (typeof changes === "string" ? JSON.parse(changes) : changes) as RecordedEvent["changes"];
}

function eventRows(db: Db) {
  return db.kysely
    .selectFrom("activity_events")
    .select([
      "user_id",
      "acting_admin_id",
      "website_id",
      "entity",
      "entity_id",
      "record_name",
      "action",
      "changes",
    ])
    .orderBy("id");
}

/** The events an answered request recorded, oldest first (recordActivity stores the request id). */
export async function eventsOfRequest(db: Db, res: Call): Promise<RecordedEvent[]> {
  const rows = await eventRows(db).where("request_id", "=", String(res.headers["x-request-id"])).execute();
  return rows.map((row) => ({ ...row, changes: parsedChanges(row.changes) }));
}

/** The events recorded while `act` ran, oldest first: for writes that are not one request. */
export async function eventsDuring(db: Db, act: () => Promise<unknown>): Promise<RecordedEvent[]> {
  const last = await db.kysely
    .selectFrom("activity_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  await act();
  const rows = await eventRows(db)
    .where("id", ">", Number(last?.id ?? 0))
    .execute();
  return rows.map((row) => ({ ...row, changes: parsedChanges(row.changes) }));
}

/** How many events the whole database holds. */
export async function countEvents(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("activity_events")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A request's events as [entity, entity_id, action, website_id, user_id], for a compact assertion. */
export async function eventSummary(db: Db, res: Call): Promise<unknown[][]> {
  return (await eventsOfRequest(db, res)).map((e) => [
    e.entity,
    e.entity_id,
    e.action,
    e.website_id,
    e.user_id,
  ]);
}

/** Runs a refused write: it answers `status` and the database holds no event more than before. */
export async function expectNothingRecorded(db: Db, act: () => Promise<Call>, status: number): Promise<void> {
  const before = await countEvents(db);
  expect((await act()).status).toBe(status);
  expect(await countEvents(db)).toBe(before);
}
