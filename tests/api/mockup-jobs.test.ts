import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, MockupJob } from "../../domain/drafts.js";
import { fromJson } from "../../server/db/json.js";
import { claim, holdsLease } from "../../server/jobs/queue.js";
import { BlankCache } from "../../server/services/mockups/blank-cache.js";
import {
  failInterruptedJobs,
  JOB_MSG,
  MOCKUP_JOB_KIND,
  mockupJobKey,
  runMockupJob,
  type MockupJobPayload,
} from "../../server/services/mockups/jobs.js";
import { readItems } from "../../server/services/mockups/stored.js";
import { LocalStorage, type Storage } from "../../server/services/storage.js";
import { mockupReadyDraft } from "../helpers/mockup-draft.js";
import { call, createPeerApp, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Mockup rendering on the durable job queue: app A serves HTTP only (WORKERS=0), app B on the
 * same database and upload folder works the jobs, as two server processes would.
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof createPeerApp>> | undefined;
let storage: LocalStorage;
let designer: string;
let acme: number;
let draft: Draft;
let designPath: string;
let designPng: Buffer;

const req = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  call(a.app, method, url, {
    token: designer,
    ...(body === undefined ? {} : { body }),
    headers: { "x-website-id": String(acme) },
  });

async function waitForJob(id: number): Promise<MockupJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await req("GET", `/api/mockup-jobs/${id}`)).json<MockupJob>();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const durableJob = (mockupJobId: number) =>
  a.db.kysely
    .selectFrom("jobs")
    .selectAll()
    .where("key", "=", mockupJobKey(mockupJobId))
    .executeTakeFirstOrThrow();

/** The draft's stored mockup keys, and every file in its mockup folder. */
async function storedMockups() {
  const row = await a.db.kysely
    .selectFrom("product_drafts")
    .select("items")
    .where("id", "=", draft.id)
    .executeTakeFirstOrThrow();
  const keys = readItems(row.items).flatMap((i) => i.mockups.map((m) => m.key));
  const folder = resolve(a.config.uploadDir, `mockups/drafts/${draft.id}`);
  const files = (await readdir(folder).catch(() => [])).map((name) => `mockups/drafts/${draft.id}/${name}`);
  return { keys: keys.sort(), files: files.sort() };
}

beforeAll(async () => {
  a = await createTestApp({ workers: 0 });
  storage = new LocalStorage(a.config.uploadDir);
  designer = await login(a.app, "designer@example.com");
  acme = await storeId(a.db, "Acme Team Store");
  ({ draft, designPath, designPng } = await mockupReadyDraft(a.db, storage, req, acme, 2));
});
afterAll(async () => {
  await b?.close();
  await a.close();
});

describe("mockup jobs on the durable queue", () => {
  let job: MockupJob;

  it("are queued by a WORKERS=0 server, which never runs them", async () => {
    const res = await req("POST", `/api/product-drafts/${draft.id}/mockups`);
    expect(res.status).toBe(202);
    job = res.json<{ job: MockupJob }>().job;
    expect(job.status).toBe("queued");
    expect(await durableJob(job.id)).toMatchObject({ kind: MOCKUP_JOB_KIND, status: "queued" });
    // Longer than a worker's poll interval: still nobody has taken it.
    await new Promise((r) => setTimeout(r, 1200));
    expect((await req("GET", `/api/mockup-jobs/${job.id}`)).json<MockupJob>().status).toBe("queued");
    expect(await durableJob(job.id)).toMatchObject({ status: "queued", attempts: 0 });
    // A job that will still run is not failed as left behind.
    await failInterruptedJobs(a.db.kysely);
    expect((await req("GET", `/api/mockup-jobs/${job.id}`)).json<MockupJob>().status).toBe("queued");
  });

  it("are finished by another server's worker after the first one died mid-way, with no extra files", async () => {
    // A server takes the job, stores two mockups, writes two more files and dies before recording them.
    const lease = await claim(a.db, [MOCKUP_JOB_KIND], "dead-server", 60_000);
    expect(lease?.key).toBe(mockupJobKey(job.id));
    let puts = 0;
    const dying: Storage = {
      get: (key) => storage.get(key),
      exists: (key) => storage.exists(key),
      delete: (key) => storage.delete(key),
      async put(key, body) {
        await storage.put(key, body);
        if (++puts > 2) throw new Error("the server died");
      },
    };
    const payload = fromJson<MockupJobPayload>(lease!.payload, { mockup_job_id: 0, mode: "outdated" });
    await expect(
      runMockupJob(
        { ...a.app.ctx, storage: dying },
        new BlankCache(dying),
        payload,
        new AbortController().signal,
        (trx) => holdsLease(a.db, trx, lease!.id, "dead-server"),
      ),
    ).rejects.toThrow("the server died");
    expect((await req("GET", `/api/mockup-jobs/${job.id}`)).json<MockupJob>()).toMatchObject({
      status: "running",
      done: 2,
      total: 4,
    });
    const midway = await storedMockups();
    expect(midway.keys).toHaveLength(2);
    expect(midway.files.length).toBeGreaterThan(2);

    // Its lease runs out; a second server with a worker takes the job again and finishes it.
    await a.db.kysely
      .updateTable("jobs")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", lease!.id)
      .execute();
    b = await createPeerApp(a, { workers: 1 });
    expect(await waitForJob(job.id)).toMatchObject({ status: "done", done: 4, total: 4, error: null });
    expect(await durableJob(job.id)).toMatchObject({ status: "done", attempts: 2 });
    const after = await storedMockups();
    // One file per colour and side, each one the draft refers to: nothing rendered twice is left over.
    expect(after.keys).toHaveLength(4);
    expect(after.files).toEqual(after.keys);
    expect(after.keys).toEqual(expect.arrayContaining(midway.keys));
    const view = (await req("GET", `/api/product-drafts/${draft.id}`)).json<Draft>();
    expect(view.items[0]!.mockups).toHaveLength(4);
    expect(view.items[0]!.mockups.every((m) => !m.stale)).toBe(true);
  });

  it("render everything again when all are fresh, replacing the files", async () => {
    const before = await storedMockups();
    const again = (await req("POST", `/api/product-drafts/${draft.id}/mockups`)).json<{ job: MockupJob }>()
      .job;
    expect(await waitForJob(again.id)).toMatchObject({ status: "done", done: 4, total: 4 });
    const after = await storedMockups();
    expect(after.keys).toHaveLength(4);
    expect(after.files).toEqual(after.keys);
    expect(after.keys.some((k) => before.keys.includes(k))).toBe(false);
  });

  it("fail the job the SPA follows when it cannot succeed", async () => {
    await storage.delete(designPath);
    const res = await req("POST", `/api/product-drafts/${draft.id}/mockups`);
    const failing = res.json<{ job: MockupJob }>().job;
    expect(await waitForJob(failing.id)).toMatchObject({ status: "failed", error: JOB_MSG.designMissing });
    expect(await durableJob(failing.id)).toMatchObject({ status: "dead", attempts: 1 });
  });

  it("are run by `npm run worker`, a process that only works jobs, which stops cleanly on SIGTERM", async () => {
    await b?.close();
    b = undefined;
    await storage.put(designPath, designPng);
    // What `npm run worker` runs (tsx server/worker.ts), on this test's database and upload folder.
    const child = spawn(process.execPath, ["--import", "tsx", "server/worker.ts"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        DATA_DIR: a.config.dataDir,
        UPLOAD_DIR: a.config.uploadDir,
        DATABASE_URL: a.config.databaseUrl ?? "",
        APP_SECRET: "test-secret",
        WORKERS: "0",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [line] = (await once(child.stdout!, "data")) as [Buffer];
      expect(line.toString()).toContain("Job worker");
      const res = await req("POST", `/api/product-drafts/${draft.id}/mockups`);
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const job = res.json<{ job: MockupJob }>().job;
      expect(await waitForJob(job.id)).toMatchObject({ status: "done", done: 4, total: 4 });
      expect((await durableJob(job.id)).leased_by).toContain(`:${child.pid}:`);
      const after = await storedMockups();
      expect(after.files).toEqual(after.keys);
    } finally {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    }
    expect(child.exitCode).toBe(0);
  });
});
