import type { AppContext } from "../../context.js";
import { BlankCache } from "./blank-cache.js";
import { failInterruptedJobs, runMockupJob } from "./jobs.js";

/**
 * The in-process mockup queue: jobs run one at a time after the request that queued them has
 * answered (rendering is CPU-bound and sharp already uses several threads per image). Job rows
 * hold the state, so a restart can only lose work, never report it done: start() fails what an
 * earlier process left queued or running.
 */
export class MockupQueue {
  private readonly pending: number[] = [];
  private current: Promise<void> | null = null;
  private closed = false;
  private readonly blanks: BlankCache;

  constructor(private readonly ctx: AppContext) {
    this.blanks = new BlankCache(ctx.storage);
  }

  async start(): Promise<void> {
    await failInterruptedJobs(this.ctx.db.kysely);
  }

  enqueue(jobId: number): void {
    if (this.closed) return;
    this.pending.push(jobId);
    this.next();
  }

  private next(): void {
    if (this.current || this.closed) return;
    const jobId = this.pending.shift();
    if (jobId === undefined) return;
    this.current = runMockupJob(this.ctx, this.blanks, jobId)
      // The job row says what went wrong; a failure to even write that (database gone at
      // shutdown) leaves it for start() to fail on the next run.
      .catch(() => undefined)
      .finally(() => {
        this.current = null;
        this.next();
      });
  }

  /** Lets the running job finish (its database writes need the connection) and drops the rest. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending.length = 0;
    await this.current;
  }
}
