import { sql } from "kysely";
import type { Db } from "../db/types.js";

/**
 * Rate limits counted in the database (table rate_limit_hits), so every app server on one
 * database shares the count. A bucket names what is counted, e.g. "login-account:ann@example.com"
 * or "reset-ip:203.0.113.9"; its hits older than the window no longer count.
 */

/** No caller counts over a longer window, so rows older than this can go, whatever their bucket. */
export const MAX_WINDOW_MS = 24 * 60 * 60_000;

const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString();

async function recentHits(db: Db, bucket: string, windowMs: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("rate_limit_hits")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("bucket", "=", bucket)
    .where("hit_at", ">", since(windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records one hit; old rows of every bucket are pruned as hits come in, so the table stays small. */
export async function record(db: Db, bucket: string): Promise<void> {
  await db.kysely.deleteFrom("rate_limit_hits").where("hit_at", "<=", since(MAX_WINDOW_MS)).execute();
  await db.kysely
    .insertInto("rate_limit_hits")
    .values({ bucket, hit_at: new Date().toISOString() })
    .execute();
}

/** True when the bucket already holds `limit` hits within the window (checking records nothing). */
export async function isLimited(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  return (await recentHits(db, bucket, windowMs)) >= limit;
}

/**
 * Counts one attempt and answers whether it is allowed: at most `limit` per window. A refused
 * attempt is not stored, so a flood of requests cannot grow the table past `limit` rows a bucket.
 */
export async function hit(db: Db, bucket: string, limit: number, windowMs: number): Promise<boolean> {
  if (await isLimited(db, bucket, limit, windowMs)) return false;
  await record(db, bucket);
  return true;
}
