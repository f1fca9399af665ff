import { DEFAULT_ACTIVITY_RETENTION_DAYS } from "../../domain/activity.js";
import { pruneEndedWindows } from "../auth/throttle.js";
import type { Db } from "../db/types.js";
import { pruneFinished } from "./queue.js";

/** Finished ticks of periodic work (done or dead) are kept this long, then deleted. */
export const KEEP_TICKS_MS = 24 * 3_600_000;

/**
 * Deletes what no one needs any more: done jobs after a week, dead ones after 30 days,
 * finished periodic ticks after a day, ended rate-limit windows, and sessions and single-use tokens past their expiry (an
 * expired one already answers as an unknown one), and activity trail events older than
 * `activityDays` days.
 */
export async function pruneRetention(
  db: Db,
  now = Date.now(),
  activityDays = DEFAULT_ACTIVITY_RETENTION_DAYS,
): Promise<void> {
  const k = db.kysely;
  await pruneFinished(k, undefined, now);
  await k
    .deleteFrom("jobs")
    .where("key", "like", "periodic:%")
    .where("status", "in", ["done", "dead"])
    .where("updated_at", "<", new Date(now - KEEP_TICKS_MS).toISOString())
    .execute();
  await pruneEndedWindows(db, now);
  const expired = new Date(now).toISOString();
  await k.deleteFrom("sessions").where("expires_at", "<=", expired).execute();
  await k.deleteFrom("user_tokens").where("expires_at", "<=", expired).execute();
  const oldest = new Date(now - activityDays * 86_400_000).toISOString();
  await k.deleteFrom("activity_events").where("created_at", "<", oldest).execute();
}
