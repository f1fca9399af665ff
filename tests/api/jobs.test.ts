import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fromJson } from "../../server/db/json.js";
import { openDb } from "../../server/db/kysely.js";
import type { Db } from "../../server/db/types.js";
import {
  claim,
  completeJob,
  enqueue,
  holdsLease,
  KEEP_DEAD_MS,
  KEEP_DONE_MS,
  LEASE_EXPIRED_ERROR,
  pruneFinished,
  type JobRow,
} from "../../server/jobs/queue.js";
import { JobFailure, JobWorker, type JobHandler } from "../../server/jobs/worker.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** The durable job queue on the app's database (SQLite, or PostgreSQL under with-postgres). */
let t: TestApp;
/** A second connection to the same database, as another server process would have. */
let other: Db;

const KIND = "test-job";

const jobRow = (id: number) =>
  t.db.kysely.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A handler that records its runs and does what `act` says. */
function recorder(act: (payload: unknown, job: JobRow) => Promise<void> = async () => {}) {
  const runs: unknown[] = [];
  const dead: { id: number; error: string }[] = [];
  const handler: JobHandler = {
    async run({ job, payload }) {
      runs.push(payload);
      await act(payload, job);
    },
    async onDead(job, error) {
      dead.push({ id: job.id, error });
    },
  };
  return { runs, dead, handler };
}

beforeAll(async () => {
  t = await createTestApp({ workers: 0 });
  other = openDb({
    databaseUrl: t.config.databaseUrl,
    sqliteFile: t.config.sqliteFile,
    onPoolError: () => {},
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
// Each test sees only its own jobs.
beforeEach(async () => {
  await t.db.kysely.deleteFrom("jobs").execute();
});

describe("enqueue and claim", () => {
  it("queues a job only when the caller's transaction commits, then runs it once and marks it done", async () => {
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, KIND, { n: 0 });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await t.db.kysely.selectFrom("jobs").selectAll().execute()).toEqual([]);

    const job = await t.db.kysely
      .transaction()
      .execute((trx) => enqueue(trx, KIND, { n: 1 }, { key: "thing:1" }));
    expect(job).toMatchObject({ kind: KIND, status: "queued", attempts: 0, key: "thing:1" });
    const { runs, handler } = recorder();
    const progressing: JobHandler = {
      async run(run) {
        await handler.run(run);
        await run.progress({ done: 1, total: 1 });
      },
    };
    const worker = new JobWorker(t.db, { [KIND]: progressing }, { id: "w1" });
    expect(await worker.tick()).toBe(true);
    expect(runs).toEqual([{ n: 1 }]);
    const done = await jobRow(job.id);
    expect(done).toMatchObject({ status: "done", attempts: 1, last_error: null, lease_until: null });
    expect(fromJson(done.progress, null)).toEqual({ done: 1, total: 1 });
    // Nothing left to claim: a done job never runs again.
    expect(await worker.tick()).toBe(false);
    expect(runs).toHaveLength(1);
  });

  it("claims only due jobs of the kinds it handles, oldest first", async () => {
    const later = await enqueue(t.db.kysely, KIND, { n: "later" }, { runAt: new Date(Date.now() + 60_000) });
    const first = await enqueue(t.db.kysely, KIND, { n: "first" });
    const second = await enqueue(t.db.kysely, KIND, { n: "second" });
    await enqueue(t.db.kysely, "another-kind", {});
    expect((await claim(t.db, [KIND], "w1", 30_000))?.id).toBe(first.id);
    expect((await claim(t.db, [KIND], "w1", 30_000))?.id).toBe(second.id);
    expect(await claim(t.db, [KIND], "w1", 30_000)).toBeUndefined();
    expect((await jobRow(later.id)).status).toBe("queued");
  });
});

describe("failures", () => {
  it("retries a failing job after a growing backoff, then marks it dead with the error", async () => {
    const { runs, dead, handler } = recorder(async () => {
      throw new Error("printer on fire");
    });
    const worker = new JobWorker(t.db, { [KIND]: handler }, { id: "w1", backoffMs: 200 });
    const job = await enqueue(t.db.kysely, KIND, {}, { maxAttempts: 3 });

    const before = Date.now();
    expect(await worker.tick()).toBe(true);
    const failed = await jobRow(job.id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "printer on fire",
      leased_by: null,
    });
    const firstWait = Date.parse(failed.run_at) - before;
    expect(firstWait).toBeGreaterThanOrEqual(150);
    // Not due yet: nothing runs before the backoff is over.
    expect(await worker.tick()).toBe(false);

    await t.db.kysely
      .updateTable("jobs")
      .set({ run_at: new Date(0).toISOString() })
      .execute();
    const beforeSecond = Date.now();
    expect(await worker.tick()).toBe(true);
    const again = await jobRow(job.id);
    expect(again).toMatchObject({ status: "failed", attempts: 2 });
    // The second wait doubles the first.
    expect(Date.parse(again.run_at) - beforeSecond).toBeGreaterThanOrEqual(350);

    await t.db.kysely
      .updateTable("jobs")
      .set({ run_at: new Date(0).toISOString() })
      .execute();
    expect(await worker.tick()).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({
      status: "dead",
      attempts: 3,
      last_error: "printer on fire",
    });
    expect(runs).toHaveLength(3);
    expect(dead).toEqual([{ id: job.id, error: "printer on fire" }]);
    expect(await worker.tick()).toBe(false);
  });

  it("marks a job dead at once on a failure no retry can fix", async () => {
    const { runs, dead, handler } = recorder(async () => {
      throw new JobFailure("The design file is missing.");
    });
    const worker = new JobWorker(t.db, { [KIND]: handler }, { id: "w1" });
    const job = await enqueue(t.db.kysely, KIND, {}, { maxAttempts: 5 });
    await worker.tick();
    expect(await jobRow(job.id)).toMatchObject({ status: "dead", attempts: 1 });
    expect(runs).toHaveLength(1);
    expect(dead).toEqual([{ id: job.id, error: "The design file is missing." }]);
  });
});

describe("leases", () => {
  it("never gives one job to two workers, even when they claim at the same moment", async () => {
    await enqueue(t.db.kysely, KIND, {});
    const claims = await Promise.all([
      claim(t.db, [KIND], "w1", 30_000),
      claim(other, [KIND], "w2", 30_000),
      claim(t.db, [KIND], "w3", 30_000),
      claim(other, [KIND], "w4", 30_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);

    await t.db.kysely.deleteFrom("jobs").execute();
    for (let i = 0; i < 6; i++) await enqueue(t.db.kysely, KIND, { i });
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claim(i % 2 === 0 ? t.db : other, [KIND], `w${i}`, 30_000)),
    );
    const ids = many.flatMap((job) => (job ? [job.id] : []));
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("runs each of many jobs exactly once with two workers on two connections working at once", async () => {
    const seen: number[] = [];
    const handler: JobHandler = {
      async run({ payload }) {
        seen.push((payload as { i: number }).i);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    for (let i = 0; i < 12; i++) await enqueue(t.db.kysely, KIND, { i });
    const a = new JobWorker(t.db, { [KIND]: handler }, { id: "a", pollMs: 20, concurrency: 2 });
    const b = new JobWorker(other, { [KIND]: handler }, { id: "b", pollMs: 20, concurrency: 2 });
    a.start();
    b.start();
    const deadline = Date.now() + 20_000;
    while (seen.length < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([a.stop(), b.stop()]);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    const rows = await t.db.kysely.selectFrom("jobs").select(["status", "attempts"]).execute();
    expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
  });

  it("gives a job whose lease ran out (its server died) to another worker, and fences the first one out", async () => {
    const job = await enqueue(t.db.kysely, KIND, {});
    expect((await claim(t.db, [KIND], "dead-server", 30_000))?.id).toBe(job.id);
    expect(await holdsLease(t.db, t.db.kysely, job.id, "dead-server")).toBe(true);
    // Leased: nobody else takes it.
    expect(await claim(other, [KIND], "w2", 30_000)).toBeUndefined();
    await t.db.kysely
      .updateTable("jobs")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const { runs, handler } = recorder();
    const worker = new JobWorker(other, { [KIND]: handler }, { id: "w2" });
    expect(await worker.tick()).toBe(true);
    expect(runs).toHaveLength(1);
    expect(await jobRow(job.id)).toMatchObject({ status: "done", attempts: 2 });
    // The first server, back from the dead, cannot report the job it lost.
    expect(await completeJob(t.db.kysely, job.id, "dead-server")).toBe(false);
    expect(await holdsLease(t.db, t.db.kysely, job.id, "dead-server")).toBe(false);
  });

  it("marks dead a job whose lease ran out on its last attempt", async () => {
    const job = await enqueue(t.db.kysely, KIND, {}, { maxAttempts: 1 });
    await claim(t.db, [KIND], "dead-server", 30_000);
    await t.db.kysely
      .updateTable("jobs")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const { runs, dead, handler } = recorder();
    const worker = new JobWorker(t.db, { [KIND]: handler }, { id: "w2" });
    expect(await worker.tick()).toBe(false);
    expect(runs).toEqual([]);
    expect(await jobRow(job.id)).toMatchObject({ status: "dead", last_error: LEASE_EXPIRED_ERROR });
    expect(dead).toEqual([{ id: job.id, error: LEASE_EXPIRED_ERROR }]);
  });

  it("renews the lease while a job runs longer than it, so no other worker takes it", async () => {
    const job = await enqueue(t.db.kysely, KIND, {});
    let stolen: JobRow | undefined;
    const slow: JobHandler = {
      async run() {
        for (let i = 0; i < 6; i++) {
          await new Promise((resolve) => setTimeout(resolve, 60));
          stolen ??= await claim(other, [KIND], "thief", 150);
        }
      },
    };
    const worker = new JobWorker(t.db, { [KIND]: slow }, { id: "w1", leaseMs: 150 });
    await worker.tick();
    expect(stolen).toBeUndefined();
    expect(await jobRow(job.id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("hands a running job back when its worker stops, without counting the attempt", async () => {
    const job = await enqueue(t.db.kysely, KIND, {});
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const stoppable: JobHandler = {
      async run({ signal }) {
        started();
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
        signal.throwIfAborted();
      },
    };
    const worker = new JobWorker(t.db, { [KIND]: stoppable }, { id: "w1" });
    worker.start();
    await running;
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: "queued", attempts: 0, leased_by: null });
  });

  it("sleeps between polls instead of spinning, and wakes for a job queued meanwhile", async () => {
    const { runs, handler } = recorder();
    const worker = new JobWorker(t.db, { [KIND]: handler }, { id: "w1", pollMs: 200 });
    let claims = 0;
    const counting = worker.tick.bind(worker);
    worker.tick = () => {
      claims++;
      return counting();
    };
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await enqueue(t.db.kysely, KIND, { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await worker.stop();
    expect(runs).toEqual([{ n: 1 }]);
    // About one look every 200 ms over 900 ms, not thousands.
    expect(claims).toBeLessThanOrEqual(8);
  });
});

describe("housekeeping", () => {
  it("deletes done jobs after a week and dead ones, kept to look into, after 30 days", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms - 60_000).toISOString();
    const [oldDone, recentDone, oldDead, expiredDead] = await Promise.all([
      enqueue(t.db.kysely, KIND, {}),
      enqueue(t.db.kysely, KIND, {}),
      enqueue(t.db.kysely, KIND, {}),
      enqueue(t.db.kysely, KIND, { rows: ["a whole file"] }),
    ]);
    const mark = (id: number, status: "done" | "dead", updated_at?: string) =>
      t.db.kysely
        .updateTable("jobs")
        .set(updated_at === undefined ? { status } : { status, updated_at })
        .where("id", "=", id)
        .execute();
    await mark(oldDone.id, "done", ago(KEEP_DONE_MS));
    await mark(recentDone.id, "done");
    await mark(oldDead.id, "dead", ago(KEEP_DONE_MS));
    await mark(expiredDead.id, "dead", ago(KEEP_DEAD_MS));
    await pruneFinished(t.db.kysely);
    const left = await t.db.kysely
      .selectFrom("jobs")
      .select("id")
      .where("id", "in", [oldDone.id, recentDone.id, oldDead.id, expiredDead.id])
      .orderBy("id")
      .execute();
    expect(left.map((r) => r.id)).toEqual([recentDone.id, oldDead.id].sort((x, y) => x - y));
  });
});
