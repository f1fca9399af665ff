import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Per-address request limits counted in the database, so every app server on one database
 * allows together what one server allows. A row is one bucket's current window: its hits and
 * when the window ends (ms since the epoch). A hit is one upsert by the primary key; ended
 * windows are pruned through the expires_at index.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("bucket", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_expires_idx")
    .on("rate_limit_counters")
    .column("expires_at")
    .execute();
}
