import type { Kysely, Selectable } from "kysely";
import { nowIso, toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import type { Db } from "../db/types.js";

/**
 * The durable job queue: rows of the jobs table. A job is queued inside the caller's transaction
 * (it exists exactly when the caller's write committed), claimed by one worker at a time under a
 * lease, retried with exponential backoff after a failed attempt, and dead once out of attempts.
 * A worker whose lease runs out (its process died) loses the job to the next claim. Every write
 * after the claim is fenced by the lease holder, so a worker that lost its job changes nothing.
 */

type Q = Kysely<Database>;
export type JobRow = Selectable<Database["jobs"]>;
export type JobStatus = "queued" | "running" | "failed" | "done" | "dead";

/** Statuses of a job that will still run: waiting, running, or waiting for a retry. */
export const LIVE_JOB_STATUSES: readonly JobStatus[] = ["queued", "running", "failed"];

export const DEFAULT_MAX_ATTEMPTS = 3;

export interface EnqueueOptions {
  /** What the job is about, e.g. "mockups:12": finds the job of a record. */
  key?: string;
  maxAttempts?: number;
  /** Not run before this time (default: now). */
  runAt?: Date;
  /** The progress it starts with (what a follower reads before a worker takes it). */
  progress?: unknown;
}

/** Queues a job; pass the caller's transaction so the job exists only if its write commits. */
export async function enqueue(
  k: Q,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<JobRow> {
  const now = nowIso();
  return k
    .insertInto("jobs")
    .values({
      kind,
      payload: toJson(payload),
      key: options.key ?? null,
      status: "queued",
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(options.progress !== undefined ? { progress: toJson(options.progress) } : {}),
      run_at: options.runAt ? options.runAt.toISOString() : now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const leaseEnd = (leaseMs: number) => new Date(Date.now() + leaseMs).toISOString();

/**
 * Takes the next due job of the given kinds for `workerId`, leased for `leaseMs`, counting the
 * attempt: the oldest queued or retry-due job, or a running one whose lease ran out with attempts
 * left. One statement: on PostgreSQL the row is picked FOR UPDATE SKIP LOCKED, so concurrent
 * claims take different jobs; SQLite runs one writing statement at a time.
 */
export async function claim(
  db: Db,
  kinds: readonly string[],
  workerId: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const now = nowIso();
  const due = db.kysely
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", ["queued", "failed"]), eb("run_at", "<=", now)]),
        eb.and([
          eb("status", "=", "running"),
          eb("lease_until", "<", now),
          eb("attempts", "<", eb.ref("max_attempts")),
        ]),
      ]),
    )
    .orderBy("run_at")
    .orderBy("id")
    .limit(1);
  const picked = db.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
  return db.kysely
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      attempts: eb("attempts", "+", 1),
      leased_by: workerId,
      lease_until: leaseEnd(leaseMs),
      updated_at: now,
    }))
    .where("id", "=", picked)
    .returningAll()
    .executeTakeFirst();
}

/** The lease holder's own running job. */
function held(k: Q, id: number, workerId: string) {
  return k
    .updateTable("jobs")
    .where("id", "=", id)
    .where("status", "=", "running")
    .where("leased_by", "=", workerId);
}

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/**
 * Whether the job is still this worker's: checked inside a handler's own transaction before a
 * write that must happen once, with the job row locked on PostgreSQL so a claim by another
 * worker waits for that transaction.
 */
export async function holdsLease(db: Db, k: Q, id: number, workerId: string): Promise<boolean> {
  const query = k
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "running")
    .where("leased_by", "=", workerId);
  return (await (db.dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Extends the lease; false when the job is no longer this worker's (the lease ran out and another took it). */
export async function renewLease(k: Q, id: number, workerId: string, leaseMs: number): Promise<boolean> {
  return changed(
    await held(k, id, workerId)
      .set({ lease_until: leaseEnd(leaseMs), updated_at: nowIso() })
      .executeTakeFirst(),
  );
}

/** Records the handler's progress (any JSON) on the job. */
export async function setProgress(k: Q, id: number, workerId: string, progress: unknown): Promise<boolean> {
  return changed(
    await held(k, id, workerId)
      .set({ progress: toJson(progress), updated_at: nowIso() })
      .executeTakeFirst(),
  );
}

export async function completeJob(k: Q, id: number, workerId: string): Promise<boolean> {
  return changed(
    await held(k, id, workerId)
      .set({ status: "done", lease_until: null, last_error: null, updated_at: nowIso() })
      .executeTakeFirst(),
  );
}

/** The wait before attempt n + 1 after n failed ones: base, 2 x base, 4 x base..., at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * A failed attempt: retried after the backoff while attempts are left, else dead; `final` makes
 * it dead at once (a failure no retry can fix). Answers the new status, or null when the job was
 * no longer this worker's.
 */
export async function failJob(
  k: Q,
  job: Pick<JobRow, "id" | "attempts" | "max_attempts">,
  workerId: string,
  error: string,
  options: { final: boolean; backoffBaseMs: number },
): Promise<"failed" | "dead" | null> {
  const status = options.final || job.attempts >= job.max_attempts ? "dead" : "failed";
  const runAt = new Date(Date.now() + backoffMs(job.attempts, options.backoffBaseMs)).toISOString();
  const result = await held(k, job.id, workerId)
    .set({
      status,
      last_error: error,
      lease_until: null,
      leased_by: null,
      ...(status === "failed" ? { run_at: runAt } : {}),
      updated_at: nowIso(),
    })
    .executeTakeFirst();
  return changed(result) ? status : null;
}

/** Hands a job back untouched (its worker is stopping): due at once, the attempt not counted. */
export async function releaseJob(k: Q, id: number, workerId: string): Promise<boolean> {
  const now = nowIso();
  return changed(
    await held(k, id, workerId)
      .set((eb) => ({
        status: "queued",
        attempts: eb("attempts", "-", 1),
        lease_until: null,
        leased_by: null,
        run_at: now,
        updated_at: now,
      }))
      .executeTakeFirst(),
  );
}

export const LEASE_EXPIRED_ERROR = "Its worker stopped before it finished, on every attempt.";

/**
 * Running jobs whose lease ran out on their last attempt (each worker died on it): dead, answered
 * so their handlers can record the failure.
 */
export async function reapExpired(k: Q, kinds: readonly string[]): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const now = nowIso();
  return k
    .updateTable("jobs")
    .set({
      status: "dead",
      last_error: LEASE_EXPIRED_ERROR,
      lease_until: null,
      leased_by: null,
      updated_at: now,
    })
    .where("kind", "in", kinds)
    .where("status", "=", "running")
    .where("lease_until", "<", now)
    .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
    .returningAll()
    .execute();
}

/** Done jobs are kept this long (to look into), then deleted. */
export const KEEP_DONE_MS = 7 * 24 * 3_600_000;
/**
 * Dead jobs are kept this long, with their payload (an import's whole file), for someone to look
 * into why they failed; then they are deleted, so a file that never imported is not held forever.
 */
export const KEEP_DEAD_MS = 30 * 24 * 3_600_000;

/** Deletes done jobs older than `keep.done` and dead ones older than `keep.dead`. */
export async function pruneFinished(
  k: Q,
  keep: { done: number; dead: number } = { done: KEEP_DONE_MS, dead: KEEP_DEAD_MS },
  now = Date.now(),
): Promise<void> {
  await k
    .deleteFrom("jobs")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "done"), eb("updated_at", "<", new Date(now - keep.done).toISOString())]),
        eb.and([eb("status", "=", "dead"), eb("updated_at", "<", new Date(now - keep.dead).toISOString())]),
      ]),
    )
    .execute();
}
