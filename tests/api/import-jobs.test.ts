import Papa from "papaparse";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ImportJob } from "../../domain/contracts/imports.js";
import { PRODUCT_LIST_MSG } from "../../domain/messages.js";
import { VERSION_MSG } from "../../domain/versions.js";
import { fromJson } from "../../server/db/json.js";
import { claim, holdsLease, setProgress } from "../../server/jobs/queue.js";
import { JobWorker } from "../../server/jobs/worker.js";
import { importJobHandlers, runImportJob } from "../../server/services/imports/job.js";
import { CSV_IMPORTS } from "../../server/services/imports/kinds.js";
import { eventsOfRequest } from "../helpers/activity-events.js";
import { jobsQueued, variantAvailable, waitForImport } from "../helpers/imports.js";
import { call, createTestApp, type Call, type TestApp } from "../helpers/test-app.js";
import { actors, csvForm, type Actors } from "./websites-helpers.js";

/**
 * CSV imports on the durable job queue. The app serves HTTP only (WORKERS=0): a queued import
 * waits until a worker of the test runs it, as one on another server would.
 */
let t: TestApp;
let a: Actors;
let worker: JobWorker | null = null;

beforeAll(async () => {
  t = await createTestApp({ workers: 0 });
  a = await actors(t);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(() => t.close());

const PRODUCT_KIND = CSV_IMPORTS.products.jobKind;

const importProducts = (token: string, lines: string[]) =>
  call(t.app, "POST", `/api/products/import?website_id=${a.team}`, {
    token,
    body: csvForm("products.csv", lines.join("\n")),
  });

const view = (token: string, id: number) => call(t.app, "GET", `/api/imports/${id}`, { token });

/** A worker of import jobs on the test's database, as another server's would be. */
function startWorker(id: string): void {
  worker = new JobWorker(t.db, importJobHandlers(t.app.ctx), { id, pollMs: 20 });
  worker.start();
}

const jobId = (res: Call) => res.json<ImportJob>().id;

async function productsNamed(prefix: string) {
  return t.db.kysely
    .selectFrom("products")
    .select(["id", "name"])
    .where("website_id", "=", a.team)
    .where("name", "like", `${prefix}%`)
    .orderBy("name")
    .execute();
}

const jobCount = () => jobsQueued(t.db);

type Trx = Parameters<typeof holdsLease>[1];

/**
 * A server that claims the next job of `kind` (expected to be `id`), commits its first batch and
 * dies in the second; `revive` lets it try again with its (by then stale) lease.
 */
async function dyingServer(kind: string, id: number) {
  const lease = await claim(t.db, [kind], "dead-server", 60_000);
  expect(lease?.id).toBe(id);
  let checks = 0;
  return {
    job: lease!,
    payload: fromJson<unknown>(lease!.payload, null),
    signal: new AbortController().signal,
    holdsLease: async (trx: Trx) => {
      if (++checks === 2) throw new Error("the server died");
      return holdsLease(t.db, trx, id, "dead-server");
    },
    progress: async (value: unknown, trx?: Trx) => {
      await setProgress(trx ?? t.db.kysely, id, "dead-server", value);
    },
    revive: () => {
      checks = 2;
    },
  };
}

async function leaseRunsOut(id: number): Promise<void> {
  await t.db.kysely
    .updateTable("jobs")
    .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", id)
    .execute();
}

describe("a CSV import job", () => {
  it("waits queued until a worker runs it, then shows its counts; one event per line names the user", async () => {
    const res = await importProducts(a.designer, ["name,price", "Queued Tee,900.00", "Queued Mug,900.00"]);
    expect(res.status).toBe(202);
    const id = jobId(res);
    expect(res.json()).toEqual({ id, status: "queued", done: 0, total: 2 });
    // Longer than a worker's poll interval: no worker, so nothing ran.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await view(a.designer, id)).json()).toEqual({ id, status: "queued", done: 0, total: 2 });
    expect(await productsNamed("Queued ")).toEqual([]);

    startWorker("w1");
    expect(await waitForImport(t.app, a.designer, id)).toEqual({
      id,
      status: "done",
      done: 2,
      total: 2,
      message: PRODUCT_LIST_MSG.completed,
      created: 2,
      updated: 0,
    });
    expect((await productsNamed("Queued ")).map((p) => p.name)).toEqual(["Queued Mug", "Queued Tee"]);
    const events = await eventsOfRequest(t.db, res);
    expect(events.map((e) => [e.entity, e.action, e.user_id, e.acting_admin_id, e.record_name])).toEqual([
      ["Product", "import", a.uid.designer, null, "Queued Tee"],
      ["Product", "import", a.uid.designer, null, "Queued Mug"],
    ]);
  });

  it("runs as the platform admin acting for the user, and is shown only to them and platform admins", async () => {
    const link = await call(t.app, "POST", `/api/admin/users/${a.uid.designer}/login-link`, {
      token: a.admin,
    });
    const login = await call(t.app, "POST", "/api/login", {
      body: { etoken: link.json<{ etoken: string }>().etoken },
    });
    const acting = login.json<{ access_token: string }>().access_token;
    const res = await importProducts(acting, ["name,price", "Acted Tee,900.00"]);
    expect(res.status).toBe(202);
    const id = jobId(res);
    // Another member of the store, and a user of no store of it: as if there were no such job.
    for (const other of [a.primary, a.owner]) {
      const refused = await view(other, id);
      expect(refused.status).toBe(404);
    }
    startWorker("w1");
    expect(await waitForImport(t.app, acting, id)).toMatchObject({ status: "done", created: 1 });
    expect((await view(a.designer, id)).json()).toMatchObject({ status: "done" });
    expect((await view(a.admin, id)).json()).toMatchObject({ status: "done" });
    const events = await eventsOfRequest(t.db, res);
    expect(events.map((e) => [e.action, e.user_id, e.acting_admin_id, e.record_name])).toEqual([
      ["import", a.uid.designer, a.uid.admin, "Acted Tee"],
    ]);
  });

  it("is not queued for a refused file", async () => {
    const before = await jobCount();
    const res = await importProducts(a.designer, ["name,price", "Bad Price,abc"]);
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "rows.2.price": PRODUCT_LIST_MSG.csvRow(2, PRODUCT_LIST_MSG.csvPrice),
    });
    expect(await jobCount()).toBe(before);
    expect((await view(a.designer, 999_999)).status).toBe(404);
  });

  it("is finished by another worker after the first lost it mid-way: every line written once", async () => {
    const names = ["Lease A", "Lease B", "Lease C", "Lease D", "Lease E"];
    const res = await importProducts(a.designer, ["name,price", ...names.map((n) => `${n},900.00`)]);
    const id = jobId(res);
    // A server takes the job, commits its first batch of two lines and dies in the second.
    const deadServer = await dyingServer(PRODUCT_KIND, id);
    await expect(runImportJob(t.app.ctx, deadServer, 2)).rejects.toThrow("the server died");
    expect((await view(a.designer, id)).json()).toMatchObject({ status: "running", done: 2, total: 5 });
    expect((await productsNamed("Lease ")).map((p) => p.name)).toEqual(["Lease A", "Lease B"]);

    // Its lease runs out; another worker takes the job and goes on after the committed batch.
    await leaseRunsOut(id);
    startWorker("w2");
    expect(await waitForImport(t.app, a.designer, id)).toMatchObject({
      status: "done",
      done: 5,
      total: 5,
      created: 5,
    });
    const job = await t.db.kysely
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "done", attempts: 2 });

    // The first server, back, no longer holds the job: it writes nothing.
    deadServer.revive();
    await expect(runImportJob(t.app.ctx, deadServer, 2)).rejects.toThrow();
    const written = await productsNamed("Lease ");
    expect(written.map((p) => p.name)).toEqual(names);
    const events = await eventsOfRequest(t.db, res);
    expect(events.map((e) => e.entity_id).sort()).toEqual(written.map((p) => p.id).sort());
  });

  it("of availability resumes after the last committed product: one event per product", async () => {
    const exported = await call(t.app, "GET", `/api/products/availability/export?website_id=${a.team}`, {
      token: a.designer,
    });
    const rows = Papa.parse<Record<string, string>>(String(exported.body), { header: true }).data;
    const products = [...new Set(rows.map((r) => r.product_id))].slice(0, 2);
    const lines = products.map((pid) => rows.find((r) => r.product_id === pid)!);
    const flipped: Record<string, string>[] = lines.map((r) => ({
      ...r,
      available: r.available === "1" ? "0" : "1",
    }));
    const res = await call(t.app, "POST", `/api/products/availability/import?website_id=${a.team}`, {
      token: a.designer,
      body: csvForm("availability.csv", Papa.unparse(flipped)),
    });
    expect(res.json()).toMatchObject({ status: "queued", done: 0, total: 2 });
    const id = jobId(res);
    const deadServer = await dyingServer(CSV_IMPORTS.availability.jobKind, id);
    await expect(runImportJob(t.app.ctx, deadServer, 1)).rejects.toThrow("the server died");
    expect((await view(a.designer, id)).json()).toMatchObject({ status: "running", done: 1, total: 2 });
    await leaseRunsOut(id);
    startWorker("w2");
    expect(await waitForImport(t.app, a.designer, id)).toMatchObject({ status: "done", done: 2, updated: 2 });
    const events = await eventsOfRequest(t.db, res);
    expect(events.map((e) => [e.action, e.entity_id])).toEqual(
      products.map((pid) => ["import", Number(pid)]),
    );
    for (const line of flipped)
      expect(await variantAvailable(t.db, Number(line.product_id), line.sku!)).toBe(Number(line.available));
  });

  it("of categories finds a parent written by an earlier batch when it resumes", async () => {
    const res = await call(t.app, "POST", "/api/categories/csv", {
      token: a.designer,
      headers: { "x-website-id": String(a.team) },
      body: csvForm("categories.csv", "name,slug,parent\nJob Parent,,\nJob Child,,job-parent\n"),
    });
    expect(res.json()).toMatchObject({ status: "queued", done: 0, total: 2 });
    const id = jobId(res);
    const deadServer = await dyingServer(CSV_IMPORTS.categories.jobKind, id);
    await expect(runImportJob(t.app.ctx, deadServer, 1)).rejects.toThrow("the server died");
    await leaseRunsOut(id);
    startWorker("w2");
    expect(await waitForImport(t.app, a.designer, id)).toMatchObject({ status: "done", done: 2, created: 2 });
    const rows = await t.db.kysely
      .selectFrom("categories")
      .select(["id", "slug", "parent_id"])
      .where("website_id", "=", a.team)
      .where("slug", "like", "job-%")
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.slug)).toEqual(["job-parent", "job-child"]);
    expect(rows[1]!.parent_id).toBe(rows[0]!.id);
    expect((await eventsOfRequest(t.db, res)).map((e) => [e.entity, e.action])).toEqual([
      ["Category", "import"],
      ["Category", "import"],
    ]);
  });

  it("is dead with the row errors, writing nothing, when the file no longer passes when it runs", async () => {
    const [gone] = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name"])
      .where("website_id", "=", a.team)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .limit(1)
      .execute();
    const res = await importProducts(a.designer, [
      "id,name,price",
      ",Recheck New,900.00",
      `${gone!.id},Recheck Renamed,900.00`,
    ]);
    expect(res.status).toBe(202);
    const id = jobId(res);
    // The product is deleted before a worker runs the import.
    await t.db.kysely
      .updateTable("products")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", gone!.id)
      .execute();
    startWorker("w1");
    const message = PRODUCT_LIST_MSG.csvRow(3, PRODUCT_LIST_MSG.csvUnknownProduct);
    expect(await waitForImport(t.app, a.designer, id)).toEqual({
      id,
      status: "dead",
      done: 0,
      total: 2,
      message,
      errors: { "rows.3.id": message },
    });
    expect(await productsNamed("Recheck ")).toEqual([]);
    expect(await eventsOfRequest(t.db, res)).toEqual([]);
    const job = await t.db.kysely
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "dead", attempts: 1 });
  });

  describe("with the version each line read", () => {
    const firstProduct = () =>
      t.db.kysely
        .selectFrom("products")
        .select(["id", "name", "price", "version"])
        .where("website_id", "=", a.team)
        .where("deleted_at", "is", null)
        .orderBy("id")
        .limit(1)
        .executeTakeFirstOrThrow();
    /** Someone else saves the product meanwhile (every save bumps the version). */
    const savedMeanwhile = (id: number) =>
      t.db.kysely
        .updateTable("products")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .execute();
    const line = (p: { id: number; price: number }, name: string, version: number) =>
      `${p.id},${name},${(p.price / 100).toFixed(2)},${version}`;

    it("refuses a line that read an older version than the product's, naming it, and queues nothing", async () => {
      const product = await firstProduct();
      await savedMeanwhile(product.id);
      const jobs = await jobCount();
      const res = await importProducts(a.designer, [
        "id,name,price,version",
        line(product, "Stale Name", product.version),
      ]);
      expect(res.status).toBe(422);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
        "rows.2.version": PRODUCT_LIST_MSG.csvRow(2, VERSION_MSG.stale),
      });
      expect(await jobCount()).toBe(jobs);
      expect((await firstProduct()).name).toBe(product.name);
    });

    it("is dead with the line named when the product is saved between the check and the run; a line on the version of now updates it once", async () => {
      const product = await firstProduct();
      const stale = await importProducts(a.designer, [
        "id,name,price,version",
        line(product, "Overtaken Name", product.version),
      ]);
      expect(stale.status).toBe(202);
      await savedMeanwhile(product.id);
      startWorker("w1");
      const message = PRODUCT_LIST_MSG.csvRow(2, VERSION_MSG.stale);
      expect(await waitForImport(t.app, a.designer, jobId(stale))).toMatchObject({
        status: "dead",
        errors: { "rows.2.version": message },
      });
      expect(await firstProduct()).toMatchObject({ name: product.name, version: product.version + 1 });

      const fresh = await importProducts(a.designer, [
        "id,name,price,version",
        line(product, "Current Name", product.version + 1),
      ]);
      expect(fresh.status).toBe(202);
      expect(await waitForImport(t.app, a.designer, jobId(fresh))).toMatchObject({
        status: "done",
        updated: 1,
      });
      // The import's save bumps the version, so an editor still open on the old one is refused.
      expect(await firstProduct()).toMatchObject({ name: "Current Name", version: product.version + 2 });
    });
  });
});
