import { nowIso, toJson } from "../db/json.js";
import type { Db } from "../db/types.js";
import { LIVE_JOB_STATUSES } from "./queue.js";
import { wakeWorkers } from "./worker.js";

/**
 * Runs `task` now and then every `everyMs`, one run at a time: a tick that comes while a run is
 * still going is skipped, so a slow run never piles up behind itself. Errors go to `onError` and
 * do not stop later runs. The returned function stops the timer and waits for a run in progress.
 */
export function startPeriodic(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Work every server would otherwise run on its own timer, run once per tick across servers. */
export interface PeriodicTask {
  /** The job kind its ticks are queued under. */
  kind: string;
  /** The length of a tick. */
  everyMs: number;
  run(): Promise<unknown>;
}

/** A tick's job key: the same on every server for the same task and period. */
export const tickKey = (kind: string, now: number, everyMs: number) =>
  `periodic:${kind}:${Math.floor(now / everyMs)}`;

/**
 * Queues the task's current tick as a job, unless a run of the task is still waiting or going (a
 * slow run is not joined by the next one) or the tick was already queued: by any server, or with
 * `since`, by any server since then (a server's start-up run: a restarted server runs the task
 * at once, while servers starting together run it once). Every server does this on its own
 * timer; no two live periodic jobs share a key, so of concurrent inserts of a tick only the first
 * lands. A tick gets one attempt: a failed run is dead with its error, and the next tick runs the
 * task again.
 */
export async function queueTick(
  db: Db,
  task: PeriodicTask,
  now = Date.now(),
  since?: number,
): Promise<boolean> {
  const key = tickKey(task.kind, now, task.everyMs);
  const live = await db.kysely
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", task.kind)
    .where("status", "in", LIVE_JOB_STATUSES)
    .executeTakeFirst();
  if (live) return false;
  let queued = db.kysely.selectFrom("jobs").select("id").where("key", "=", key);
  if (since !== undefined) queued = queued.where("created_at", ">=", new Date(since).toISOString());
  if (await queued.executeTakeFirst()) return false;
  const stamp = nowIso();
  const inserted = await db.kysely
    .insertInto("jobs")
    .values({
      kind: task.kind,
      payload: toJson({}),
      key,
      status: "queued",
      max_attempts: 1,
      run_at: new Date(now).toISOString(),
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const added = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (added) wakeWorkers(db);
  return added;
}

/**
 * Queues each task's tick now (a start-up run, see queueTick) and then every tick on this
 * server; whichever worker on the database claims a tick runs it. The returned function stops
 * the timers.
 */
export function startPeriodicJobs(
  db: Db,
  tasks: readonly PeriodicTask[],
  onError: (error: unknown) => void,
): () => Promise<void> {
  const startedAt = Date.now();
  const stops = tasks.map((task) => {
    let first = true;
    return startPeriodic(
      () => {
        const since = first ? startedAt : undefined;
        first = false;
        return queueTick(db, task, Date.now(), since);
      },
      task.everyMs,
      onError,
    );
  });
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
