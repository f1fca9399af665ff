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
 * slow run is not joined by the next one). Every server does this on its own timer; the key is
 * unique among periodic jobs, so only the first insert of a tick lands and one worker runs it.
 * A tick gets one attempt: a failed run is dead with its error, and the next tick runs the task again.
 */
export async function queueTick(db: Db, task: PeriodicTask, now = Date.now()): Promise<boolean> {
  const live = await db.kysely
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", task.kind)
    .where("status", "in", LIVE_JOB_STATUSES)
    .executeTakeFirst();
  if (live) return false;
  const stamp = nowIso();
  const inserted = await db.kysely
    .insertInto("jobs")
    .values({
      kind: task.kind,
      payload: toJson({}),
      key: tickKey(task.kind, now, task.everyMs),
      status: "queued",
      max_attempts: 1,
      run_at: new Date(now).toISOString(),
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const queued = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (queued) wakeWorkers(db);
  return queued;
}

/**
 * Queues each task's tick now and then every tick on this server (see queueTick); whichever
 * worker on the database claims a tick runs it. The returned function stops the timers.
 */
export function startPeriodicJobs(
  db: Db,
  tasks: readonly PeriodicTask[],
  onError: (error: unknown) => void,
): () => Promise<void> {
  const stops = tasks.map((task) => startPeriodic(() => queueTick(db, task), task.everyMs, onError));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
