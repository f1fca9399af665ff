import { resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockupJob } from "../../domain/drafts.js";
import type { UploadResponse } from "../../domain/library.js";
import { MSG } from "../../domain/messages.js";
import { mockupJobKey } from "../../server/services/mockups/jobs.js";
import { readItems } from "../../server/services/mockups/stored.js";
import { mockupReadyDraft, type MockupDraft } from "../helpers/mockup-draft.js";
import { startS3Server, type S3Server } from "../helpers/s3-server.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { createTestApp, storeId, type Call, type TestApp } from "../helpers/test-app.js";

/**
 * Three app server processes on one PostgreSQL database and one S3 bucket, as a scaled-out
 * deployment runs them: each has its own memory and its own upload folder, and nothing but the
 * database and the bucket in common. (SQLite is served by one process, so this runs on PostgreSQL.)
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LOGIN_LIMIT = 10;

let s3: S3Server;
let t: TestApp;
let servers: Record<"a" | "b" | "c", ServerProcess>;
/** Every process the test started, to be stopped at the end. */
const started: ServerProcess[] = [];

async function send(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; store?: number; from?: string } = {},
): Promise<Call> {
  const headers: Record<string, string> = {};
  // The proxy's word for the client's address (the servers trust the loopback proxy).
  if (options.from) headers["x-forwarded-for"] = options.from;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.store) headers["x-website-id"] = String(options.store);
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return {
    status: res.status,
    body,
    json: <T>() => body as T,
    headers: Object.fromEntries(res.headers.entries()),
  };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await send(server, "POST", "/api/login", { body: { email, password: "demo1234" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A server process with its own upload folder, on the shared database and bucket. */
async function start(name: string, workers: string): Promise<ServerProcess> {
  const server = await startServerProcess(t, {
    STORAGE_URL: s3.storageUrl("three"),
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    TRUST_PROXY: "127.0.0.1",
    WORKERS: workers,
    UPLOAD_DIR: resolve(t.config.dataDir, name),
  });
  started.push(server);
  return server;
}

describe.skipIf(!onPostgres)("three app server processes on one database and one bucket", () => {
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ storageUrl: s3.storageUrl("three") });
    // Started one after another: the first migrates, the others find the database ready.
    servers = { a: await start("a", "0"), b: await start("b", "1"), c: await start("c", "1") };
  }, 240_000);
  afterAll(async () => {
    for (const server of started) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    await t?.close();
    await s3?.close();
  }, 60_000);

  it("a product saved through A is on B's storefront at once, not after the cache expires", async () => {
    const tees = await storeId(t.db, "Oscar's Tees");
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["id", "slug"])
      .where("website_id", "=", tees)
      .where("deleted_at", "is", null)
      .where("available", "=", 1)
      .where("published_from", "is", null)
      .where("published_to", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const path = `/store/oscars-tees/products/${product.slug}`;
    await send(servers.b, "GET", path);
    const cached = await send(servers.b, "GET", path);
    expect(cached.headers["x-storefront-cache"]).toBe("hit");

    const owner = await signIn(servers.a, "owner@example.com");
    const saved = await send(servers.a, "POST", `/api/products/${product.id}/update`, {
      token: owner,
      body: { name: "Renamed On Server A" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Far inside the cache's 60 s: only the event from A can have dropped B's page.
    const page = await until(
      "B's page",
      () => send(servers.b, "GET", path),
      (res) => String(res.body).includes("Renamed On Server A"),
      5_000,
    );
    expect(page.headers["x-storefront-cache"]).toBe("miss");
  });

  it("a design uploaded through A is served by C, from the bucket", async () => {
    const acme = await storeId(t.db, "Acme Team Store");
    const designer = await signIn(servers.a, "designer@example.com");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a6" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "three-servers.png");
    const res = await send(servers.a, "POST", "/api/upload/library", { token: designer, form, store: acme });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [file] = res.json<UploadResponse>().data;
    const served = await fetch(`${servers.c.baseUrl}${file!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it(`a login limit of ${LOGIN_LIMIT} a minute per address holds across the servers together`, async () => {
    // One client address (through the proxy), a new account name each time: only the address limit counts.
    const attempt = (server: ServerProcess, i: number) =>
      send(server, "POST", "/api/login", {
        from: "203.0.113.9",
        body: { email: `nobody-${i}@example.com`, password: "not the password" },
      });
    const order = [servers.a, servers.b, servers.c];
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(order[i % 3]!, i)).status).toBe(422);
    for (const [k, server] of order.entries()) {
      const refused = await attempt(server, LOGIN_LIMIT + k);
      expect(refused.status).toBe(429);
      expect(refused.json<{ message: string }>().message).toBe(MSG.tooManyLogins);
    }
  });

  it("a mockup job queued on A is finished by C after B dies mid-way, each mockup stored once", async () => {
    const acme = await storeId(t.db, "Acme Team Store");
    const designer = await signIn(servers.a, "designer@example.com");
    const req = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
      send(servers.a, method, url, { token: designer, body, store: acme });
    // C waits while B works: it is stopped from claiming by taking it down and up around the kill.
    servers.c.process.kill("SIGTERM");
    await servers.c.exited;
    const prepared: MockupDraft = await mockupReadyDraft(t.db, t.app.ctx.storage, req, acme, 6);
    const queued = await req("POST", `/api/product-drafts/${prepared.draft.id}/mockups`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const job = queued.json<{ job: MockupJob }>().job;

    const midway = await until(
      "B's progress",
      async () => (await req("GET", `/api/mockup-jobs/${job.id}`)).json<MockupJob>(),
      (j) => j.done >= 1,
      60_000,
    );
    servers.b.process.kill("SIGKILL");
    await servers.b.exited;
    expect(midway.done).toBeLessThan(midway.total);
    // B's lease would run out in 30 s; the test does not wait for it.
    await t.db.kysely
      .updateTable("jobs")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where("key", "=", mockupJobKey(job.id))
      .execute();
    servers.c = await start("c", "1");
    const finished = await until(
      "the job",
      async () => (await req("GET", `/api/mockup-jobs/${job.id}`)).json<MockupJob>(),
      (j) => j.status === "done" || j.status === "failed",
      120_000,
    );
    expect(finished).toMatchObject({ status: "done", done: finished.total });
    const row = await t.db.kysely
      .selectFrom("product_drafts")
      .select("items")
      .where("id", "=", prepared.draft.id)
      .executeTakeFirstOrThrow();
    const keys = readItems(row.items).flatMap((i) => i.mockups.map((m) => m.key));
    expect(keys).toHaveLength(finished.total);
    expect(new Set(keys).size).toBe(keys.length);
  }, 240_000);
});
