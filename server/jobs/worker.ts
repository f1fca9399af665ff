import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import { fromJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import type { Db } from "../db/types.js";
import {
  claim,
  completeJob,
  failJob,
  holdsLease,
  reapExpired,
  releaseJob,
  renewLease,
  setProgress,
  type JobRow,
} from "./queue.js";

/** What a handler is given for one attempt of a job. */
export interface JobRun {
  job: JobRow;
  /** The payload as queued (parsed JSON). */
  payload: unknown;
  /** Aborted when the worker stops or loses the lease: stop at the next safe point and throw. */
  signal: AbortSignal;
  /** Records progress on the job; given the handler's transaction `trx`, written in it (fenced). */
  progress(value: unknown, trx?: Kysely<Database>): Promise<void>;
  /** Whether the job is still this worker's, read in the handler's transaction `trx`. */
  holdsLease(trx: Kysely<Database>): Promise<boolean>;
}

/** The work of one kind of job. A run may be repeated (a lease ran out mid-way): it must be idempotent. */
export interface JobHandler {
  run(run: JobRun): Promise<void>;
  /** The job failed for good (out of attempts, or a JobFailure): record it where users see it. */
  onDead?(job: JobRow, error: string): Promise<void>;
}

/** A failure no retry can fix: the job is dead at once with this message. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobFailure";
  }
}

export interface WorkerOptions {
  /** Jobs run at once (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (default 500 ms). */
  pollMs?: number;
  /** How long a claim holds a job without renewal (default 30 s); renewed every third of it. */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles it (default 1 s). */
  backoffMs?: number;
  /** Whether an idle worker's timer keeps the process running (a worker-only process); default false. */
  keepProcessAlive?: boolean;
  /** Names the worker in leased_by (default host:pid:random). */
  id?: string;
  onError?: (error: unknown) => void;
}

class Stopping extends Error {
  constructor() {
    super("The worker is stopping.");
  }
}

class LeaseLost extends Error {
  constructor() {
    super("The job's lease went to another worker.");
  }
}

const workersOf = new WeakMap<Db, Set<JobWorker>>();

/** Wakes this process's idle workers on the database: a job was queued and committed here. */
export function wakeWorkers(db: Db): void {
  for (const worker of workersOf.get(db) ?? []) worker.wake();
}

/**
 * Works jobs of the kinds it has handlers for: claims the next due one, renews the lease while
 * the handler runs, then marks it done, retries it after a backoff, or marks it dead. Idle, it
 * sleeps for the poll interval or until wakeWorkers() (never a busy loop).
 */
export class JobWorker {
  readonly id: string;
  private readonly kinds: string[];
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly backoffMs: number;
  private readonly keepProcessAlive: boolean;
  private readonly onError: (error: unknown) => void;
  private readonly sleepers = new Set<() => void>();
  private readonly running = new Set<AbortController>();
  private loops: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    options: WorkerOptions = {},
  ) {
    this.kinds = Object.keys(handlers);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pollMs = options.pollMs ?? 500;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.backoffMs = options.backoffMs ?? 1000;
    this.keepProcessAlive = options.keepProcessAlive ?? false;
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
    this.onError = options.onError ?? ((error) => console.error(error));
  }

  start(): void {
    if (this.loops.length > 0 || this.stopping) return;
    const mine = workersOf.get(this.db) ?? new Set();
    mine.add(this);
    workersOf.set(this.db, mine);
    for (let i = 0; i < this.concurrency; i++) this.loops.push(this.loop());
  }

  wake(): void {
    for (const wake of this.sleepers) wake();
  }

  /** Stops claiming, hands running jobs back (their handlers stop at the next safe point) and waits. */
  async stop(): Promise<void> {
    this.stopping = true;
    workersOf.get(this.db)?.delete(this);
    for (const controller of this.running) controller.abort(new Stopping());
    this.wake();
    await Promise.all(this.loops);
  }

  /**
   * One pass: records jobs whose worker died on their last attempt, then runs one due job (old
   * done jobs are deleted by the hourly retention task).
   */
  async tick(): Promise<boolean> {
    for (const job of await reapExpired(this.db.kysely, this.kinds)) {
      await this.handlers[job.kind]?.onDead?.(job, job.last_error ?? "");
    }
    const job = await claim(this.db, this.kinds, this.id, this.leaseMs);
    if (!job) return false;
    await this.runOne(job);
    return true;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.tick();
      } catch (error) {
        this.onError(error);
      }
      if (!worked && !this.stopping) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      if (!this.keepProcessAlive) timer.unref();
      this.sleepers.add(done);
    });
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers[job.kind];
    if (!handler) return;
    const k = this.db.kysely;
    const controller = new AbortController();
    this.running.add(controller);
    if (this.stopping) controller.abort(new Stopping());
    const renewal = setInterval(
      () => {
        renewLease(k, job.id, this.id, this.leaseMs).then(
          (held) => {
            if (!held && !controller.signal.aborted) controller.abort(new LeaseLost());
          },
          (error: unknown) => this.onError(error),
        );
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    try {
      await handler.run({
        job,
        payload: fromJson<unknown>(job.payload, null),
        signal: controller.signal,
        holdsLease: (trx) => holdsLease(this.db, trx, job.id, this.id),
        progress: async (value, trx) => {
          await setProgress(trx ?? k, job.id, this.id, value);
        },
      });
      await completeJob(k, job.id, this.id);
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
      if (reason instanceof Stopping) await releaseJob(k, job.id, this.id);
      else if (!(reason instanceof LeaseLost)) {
        const message = error instanceof Error ? error.message : String(error);
        const status = await failJob(k, job, this.id, message, {
          final: error instanceof JobFailure,
          backoffBaseMs: this.backoffMs,
        });
        if (status === "dead") await handler.onDead?.(job, message);
      }
    } finally {
      clearInterval(renewal);
      this.running.delete(controller);
    }
  }
}
