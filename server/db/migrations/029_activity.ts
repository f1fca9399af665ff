import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * The activity trail: one row per write, inserted in the write's own transaction (a failed write
 * leaves none). Who did it (and the platform admin acting for them), in which store, on which
 * record, and the changed fields as before/after.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json, now, table } = dialectKinds(db, dialect);
  await table("activity_events")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    // Null for what nobody signed in did (a failed sign-in, a background job).
    .addColumn("user_id", "integer")
    .addColumn("acting_admin_id", "integer")
    // Null for platform-wide records (users, catalogue, categories).
    .addColumn("website_id", "integer")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("action", "text", (c) => c.notNull())
    // {field: [before, after]} with secrets redacted; null when nothing field-like changed.
    .addColumn("changes", json)
    .addColumn("request_id", "text")
    .execute();
  // The activity log: a store's events newest first, filtered by date; all stores by date.
  await db.schema
    .createIndex("activity_store_time_idx")
    .on("activity_events")
    .columns(["website_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("activity_time_idx")
    .on("activity_events")
    .columns(["created_at", "id"])
    .execute();
  // A record's timeline.
  await db.schema
    .createIndex("activity_record_idx")
    .on("activity_events")
    .columns(["entity", "entity_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("activity_user_idx")
    .on("activity_events")
    .columns(["user_id", "created_at"])
    .execute();
  // What one request wrote (a support question, and the test suite's check of every write route).
  await db.schema.createIndex("activity_request_idx").on("activity_events").column("request_id").execute();
}
