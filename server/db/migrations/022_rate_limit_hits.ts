import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Rate-limit hits counted in the database, so every app server on one database shares the count
 * (failed logins per account, reset and verification mails per address and IP). A hit is a row
 * of its bucket and time; counting a bucket's recent hits reads the (bucket, hit_at) index, and
 * pruning old hits of every bucket reads the hit_at index.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("hit_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_bucket_idx")
    .on("rate_limit_hits")
    .columns(["bucket", "hit_at"])
    .execute();
  await db.schema.createIndex("rate_limit_hits_at_idx").on("rate_limit_hits").column("hit_at").execute();
}
