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

/**
 * Per-address request limits (server/http/rate-limit.ts) count in fixed windows, one row per
 * bucket (table rate_limit_counters): a hit starts a window of `windowMs` when the bucket has
 * none running, else adds to it. One upsert by the primary key, atomic on SQLite and PostgreSQL,
 * so hits on several servers at once are all counted.
 */
export async function countInWindow(
  db: Db,
  bucket: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ hits: number; endsInMs: number }> {
  const row = await db.kysely
    .insertInto("rate_limit_counters")
    .values({ bucket, hits: 1, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column("bucket").doUpdateSet({
        hits: sql<number>`case when rate_limit_counters.expires_at <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
        expires_at: sql<number>`case when rate_limit_counters.expires_at <= ${now} then excluded.expires_at else rate_limit_counters.expires_at end`,
      }),
    )
    .returning(["hits", "expires_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), endsInMs: Math.max(0, Number(row.expires_at) - now) };
}

/** Drops the buckets whose window has ended (their next hit would start a new one anyway). */
export async function pruneEndedWindows(db: Db, now = Date.now()): Promise<void> {
  await db.kysely.deleteFrom("rate_limit_counters").where("expires_at", "<=", now).execute();
}
