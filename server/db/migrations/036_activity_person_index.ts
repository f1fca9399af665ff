import type { Kysely } from "kysely";

/**
 * The activity log filtered by person inside a store (or a company's stores): the person's index
 * now carries the store after the time, so the page and its count check each of the person's
 * events against the stores inside the index instead of reading its row. The order stays the
 * person's time, so the person across all stores still reads newest first without a sort. It
 * replaces the person-only index, so a write keeps the same number of indexes to maintain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("activity_user_time_store_idx")
    .on("activity_events")
    .columns(["user_id", "created_at", "website_id"])
    .execute();
  await db.schema.dropIndex("activity_user_idx").execute();
}
