import type { Kysely } from "kysely";

/**
 * The activity log filtered by record type or by action, newest first: without these a store's
 * filtered page and its count walk every event of the store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("activity_store_entity_time_idx")
    .on("activity_events")
    .columns(["website_id", "entity", "created_at"])
    .execute();
  await db.schema
    .createIndex("activity_store_action_time_idx")
    .on("activity_events")
    .columns(["website_id", "action", "created_at"])
    .execute();
}
