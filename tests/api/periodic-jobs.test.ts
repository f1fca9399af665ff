import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueTick, startPeriodicJobs, tickKey, type PeriodicTask } from "../../server/jobs/periodic.js";
import { periodicTasks, RENEW_SUBSCRIPTIONS_KIND } from "../../server/jobs/periodic-tasks.js";
import { KEEP_DEAD_MS, KEEP_DONE_MS } from "../../server/jobs/queue.js";
import { KEEP_TICKS_MS, pruneRetention } from "../../server/jobs/retention.js";
import { SANDBOX_CARDS } from "../../server/services/payments/sandbox.js";
import { call, createPeerApp, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Periodic work runs on the job queue: every server queues each tick, one worker on the database
 * runs it. Two app servers (each with its own worker) share one database here.
 */
let t: TestApp;
let peer: Awaited<ReturnType<typeof createPeerApp>>;

const ctxOf = (app: TestApp["app"]) => app.ctx;
const renewalTask = (app: TestApp["app"]): PeriodicTask => {
  const task = periodicTasks(ctxOf(app)).find((x) => x.kind === RENEW_SUBSCRIPTIONS_KIND);
  if (!task) throw new Error("no renewal task");
  return task;
};
const jobsOf = (kind: string) =>
  t.db.kysely.selectFrom("jobs").selectAll().where("kind", "=", kind).execute();

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerApp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

describe("periodic work on the job queue", () => {
  it("two servers renewing subscriptions charge a declined renewal once: one failed invoice, one run", async () => {
    const owner = await login(t.app, "owner@example.com");
    const tees = await storeId(t.db, "Oscar's Tees");
    const bought = await call(t.app, "PUT", `/api/update/website/plan/${tees}`, {
      token: owner,
      body: { plan: "starter", card_number: SANDBOX_CARDS.success },
    });
    expect(bought.status).toBe(200);
    const sub = await t.db.kysely
      .selectFrom("store_subscriptions")
      .select(["id", "external_id"])
      .where("website_id", "=", tees)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    // The card on file stops working and the period has ended.
    await t.db.kysely
      .updateTable("sandbox_subscriptions")
      .set({ card_number: SANDBOX_CARDS.declined })
      .where("id", "=", sub.external_id)
      .execute();
    await t.db.kysely
      .updateTable("store_subscriptions")
      .set({ current_period_end: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", sub.id)
      .execute();
    const invoicesBefore = await t.db.kysely
      .selectFrom("store_invoices")
      .select("id")
      .where("website_id", "=", tees)
      .execute();

    // Both servers start their timers at once, as two servers booting together would.
    const stops = [
      startPeriodicJobs(t.db, [renewalTask(t.app)], () => {}),
      startPeriodicJobs(peer.db, [renewalTask(peer.app)], () => {}),
    ];
    try {
      await until(async () => {
        const jobs = await jobsOf(RENEW_SUBSCRIPTIONS_KIND);
        return jobs.length > 0 && jobs.every((job) => job.status === "done");
      });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }

    const jobs = await jobsOf(RENEW_SUBSCRIPTIONS_KIND);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "done", attempts: 1 });
    const invoices = await t.db.kysely
      .selectFrom("store_invoices")
      .select(["plan", "status"])
      .where("website_id", "=", tees)
      .where(
        "id",
        "not in",
        invoicesBefore.map((x) => x.id),
      )
      .execute();
    expect(invoices).toEqual([{ plan: "starter", status: "failed" }]);
    const store = await t.db.kysely
      .selectFrom("websites")
      .select("plan")
      .where("id", "=", tees)
      .executeTakeFirstOrThrow();
    expect(store.plan).toBe("free");
  });

  it("a tick already queued by one server is not queued again by another, nor while a run is live", async () => {
    const task = renewalTask(t.app);
    const now = Date.now();
    await t.db.kysely.deleteFrom("jobs").where("kind", "=", task.kind).execute();
    const [first, second] = await Promise.all([queueTick(t.db, task, now), queueTick(peer.db, task, now)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await until(async () => (await jobsOf(task.kind)).every((job) => job.status === "done"));
    // The same tick again (another server's timer in the same period): nothing new.
    expect(await queueTick(peer.db, task, now)).toBe(false);
    const jobs = await jobsOf(task.kind);
    expect(jobs.map((job) => job.key)).toEqual([tickKey(task.kind, now, task.everyMs)]);
    // A run still waiting: the next tick is skipped rather than queued behind it.
    await t.db.kysely
      .updateTable("jobs")
      .set({ status: "running", leased_by: "elsewhere", lease_until: new Date(now + 60_000).toISOString() })
      .where("kind", "=", task.kind)
      .execute();
    expect(await queueTick(t.db, task, now + task.everyMs)).toBe(false);
    expect(await jobsOf(task.kind)).toHaveLength(1);
    await t.db.kysely.deleteFrom("jobs").where("kind", "=", task.kind).execute();
  });
});

describe("retention pruning", () => {
  it("deletes expired sessions and tokens, ended rate-limit windows, old done jobs and old ticks, and keeps the rest", async () => {
    const k = t.db.kysely;
    await k.deleteFrom("jobs").execute();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const user = await k
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const session = (hash: string, expires: number) => ({
      user_id: user.id,
      token_hash: hash,
      created_at: iso(now - 86_400_000),
      last_seen_at: iso(now - 86_400_000),
      expires_at: iso(expires),
    });
    await k
      .insertInto("sessions")
      .values([session("prune-expired", now - 1000), session("prune-live", now + 86_400_000)])
      .execute();
    const token = (hash: string, expires: number) => ({
      user_id: user.id,
      purpose: "login" as const,
      token_hash: hash,
      expires_at: iso(expires),
      created_at: iso(now - 86_400_000),
    });
    await k
      .insertInto("user_tokens")
      .values([token("prune-token-expired", now - 1000), token("prune-token-live", now + 60_000)])
      .execute();
    await k
      .insertInto("rate_limit_counters")
      .values([
        { bucket: "prune|ended", hits: 1, expires_at: now - 1000 },
        { bucket: "prune|open", hits: 1, expires_at: now + 60_000 },
      ])
      .execute();
    const job = (key: string | null, status: string, updated: number) => ({
      kind: "prune-test",
      payload: "{}",
      key,
      status,
      run_at: iso(updated),
      created_at: iso(updated),
      updated_at: iso(updated),
    });
    await k
      .insertInto("jobs")
      .values([
        job("old-done", "done", now - KEEP_DONE_MS - 1000),
        job("recent-done", "done", now - 1000),
        job("old-dead", "dead", now - KEEP_DONE_MS - 1000),
        job("expired-dead", "dead", now - KEEP_DEAD_MS - 1000),
        job("periodic:prune-test:1", "dead", now - KEEP_TICKS_MS - 1000),
        job("periodic:prune-test:2", "done", now - KEEP_TICKS_MS - 1000),
        job("periodic:prune-test:3", "done", now - 1000),
      ])
      .execute();

    await pruneRetention(t.db, now);

    const sessions = await k
      .selectFrom("sessions")
      .select("token_hash")
      .where("token_hash", "like", "prune-%")
      .execute();
    expect(sessions.map((x) => x.token_hash)).toEqual(["prune-live"]);
    const tokens = await k
      .selectFrom("user_tokens")
      .select("token_hash")
      .where("token_hash", "like", "prune-%")
      .execute();
    expect(tokens.map((x) => x.token_hash)).toEqual(["prune-token-live"]);
    const buckets = await k
      .selectFrom("rate_limit_counters")
      .select("bucket")
      .where("bucket", "like", "prune|%")
      .execute();
    expect(buckets.map((x) => x.bucket)).toEqual(["prune|open"]);
    const jobs = await k.selectFrom("jobs").select("key").orderBy("id").execute();
    expect(jobs.map((x) => x.key)).toEqual(["recent-done", "old-dead", "periodic:prune-test:3"]);
  });
});
