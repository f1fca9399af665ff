import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Durable background jobs (server/jobs/): any app server or worker process on the database
 * claims the next due job under a lease, so a job outlives the process that queued it and a job
 * whose worker died is taken again once its lease runs out.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json, now, table } = dialectKinds(db, dialect);
  await table("jobs")
    // Which handler runs it (e.g. "mockups").
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", json, (c) => c.notNull().defaultTo("{}"))
    // What the job is about (e.g. "mockups:12"): finds the job of a record.
    .addColumn("key", "text")
    // queued, running, failed (an attempt failed, retried at run_at), done, dead (out of attempts).
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(3))
    // Not claimed before this time: the enqueue time, or the retry after a backoff.
    .addColumn("run_at", "text", (c) => c.notNull().defaultTo(now))
    // While running: the worker holding it and until when; past it, another worker may take it.
    .addColumn("lease_until", "text")
    .addColumn("leased_by", "text")
    .addColumn("progress", json)
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // The claim: the oldest due job waiting to run, or a running one whose lease ran out.
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_lease_idx").on("jobs").columns(["status", "lease_until"]).execute();
  await db.schema.createIndex("jobs_key_idx").on("jobs").columns(["key", "status"]).execute();
}
