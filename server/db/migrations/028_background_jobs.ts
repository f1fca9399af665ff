import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Background work on the job queue.
 *
 * Periodic work: each tick of a periodic task is one job keyed "periodic:<kind>:<tick>", and no
 * two waiting or running periodic jobs share a key, so when every server queues the current tick
 * only the first insert lands and one worker runs it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("jobs_periodic_key_idx")
    .on("jobs")
    .column("key")
    .unique()
    .where(sql<boolean>`key like 'periodic:%' and status in ('queued', 'running', 'failed')`)
    .execute();
  // Mail is delivered by a job; when its attempts ran out, the last SMTP error (sent_at stays null).
  await db.schema.alterTable("outbox").addColumn("send_error", "text").execute();
}
