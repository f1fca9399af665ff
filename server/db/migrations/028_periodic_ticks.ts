import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Periodic work on the job queue: each tick of a periodic task is one job keyed
 * "periodic:<kind>:<tick>", and the key is unique among such jobs, so when every server queues
 * the current tick only the first insert lands and the task runs once per tick across servers.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("jobs_periodic_key_idx")
    .on("jobs")
    .column("key")
    .unique()
    .where(sql.ref("key"), "like", "periodic:%")
    .execute();
}
