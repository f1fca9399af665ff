import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { call, createPeerApp, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Several app servers share one database, each with its pages cached in its own memory: a write
 * through one server drops the store's pages on every server at once, not after the cache's TTL.
 * On PostgreSQL the servers tell each other by LISTEN/NOTIFY; on SQLite (one process per database
 * file) every app of the process on that file hears it.
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof createPeerApp>>;
let tees: number;
let owner: string;

const page = (app: FastifyInstance, path: string) => app.inject({ method: "GET", url: path });

/** Renders a page twice on `app` so it is in that server's cache, and returns its body. */
async function cachedOn(app: FastifyInstance, path: string): Promise<string> {
  await page(app, path);
  const res = await page(app, path);
  expect(res.statusCode).toBe(200);
  expect(res.headers["x-storefront-cache"]).toBe("hit");
  return res.body;
}

/**
 * Resolves once `app` has heard that the store's pages changed. Another server hears a
 * PostgreSQL notification a moment after the write's answer, so the test waits for the event
 * itself rather than for a guessed time.
 */
function heardOn(app: FastifyInstance, websiteId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.ctx.events.subscribe("storefront.invalidate", (event) => {
      if (event.websiteId !== websiteId) return;
      stop();
      resolve();
    });
  });
}

async function write(app: FastifyInstance, method: "POST" | "PUT", url: string, body?: unknown) {
  const res = await call(app, method, url, { token: owner, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A live product of Oscar's Tees with no publish window. */
async function liveProduct(skip: number) {
  const rows = await a.db.kysely
    .selectFrom("products")
    .select(["id", "name", "slug"])
    .where("website_id", "=", tees)
    .where("deleted_at", "is", null)
    .where("available", "=", 1)
    .where("published_from", "is", null)
    .where("published_to", "is", null)
    .where((eb) => eb.or([eb("print_method", "is", null), eb("print_method", "<>", "embroidery")]))
    .orderBy("id")
    .execute();
  return rows[skip]!;
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createPeerApp(a);
  tees = await storeId(a.db, "Oscar's Tees");
  owner = await login(a.app, "owner@example.com");
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe("the storefront cache across app servers on one database", () => {
  it("a page cached on server B stays as cached when the database changes behind it", async () => {
    const product = await liveProduct(0);
    const path = `/store/oscars-tees/products/${product.slug}`;
    expect(await cachedOn(b.app, path)).toContain(escapeHtml(product.name));
    await a.db.kysely
      .updateTable("products")
      .set({ name: "Renamed Behind The Cache" })
      .where("id", "=", product.id)
      .execute();
    const res = await page(b.app, path);
    expect(res.headers["x-storefront-cache"]).toBe("hit");
    expect(res.body).not.toContain("Renamed Behind The Cache");
  });

  it("a product renamed through server A shows on server B's page at once", async () => {
    const product = await liveProduct(1);
    const path = `/store/oscars-tees/products/${product.slug}`;
    expect(await cachedOn(b.app, path)).toContain(escapeHtml(product.name));
    expect(await cachedOn(a.app, path)).toContain(escapeHtml(product.name));
    const heard = heardOn(b.app, tees);
    await write(a.app, "POST", `/api/products/${product.id}/update`, { name: "Renamed On Server A" });
    await heard;
    for (const app of [b.app, a.app]) {
      const res = await page(app, path);
      expect(res.headers["x-storefront-cache"]).toBe("miss");
      expect(res.body).toContain("Renamed On Server A");
    }
  });

  it("a product unpublished and published again through server A leaves and returns on server B", async () => {
    const product = await liveProduct(2);
    const path = `/store/oscars-tees/products/${product.slug}`;
    await cachedOn(b.app, path);
    let heard = heardOn(b.app, tees);
    await write(a.app, "POST", "/api/products/change/status", { ids: [product.id], status: "unpublished" });
    await heard;
    expect((await page(b.app, path)).statusCode).toBe(404);
    heard = heardOn(b.app, tees);
    await write(a.app, "POST", `/api/product/publish/${product.id}`);
    await heard;
    expect((await page(b.app, path)).statusCode).toBe(200);
  });

  it("store settings saved through server B show on server A at once", async () => {
    expect(await cachedOn(a.app, "/store/oscars-tees")).not.toContain("Oscar's Peer Tees");
    const heard = heardOn(a.app, tees);
    await write(b.app, "PUT", `/api/websites/${tees}/settings`, { name: "Oscar's Peer Tees" });
    await heard;
    const res = await page(a.app, "/store/oscars-tees");
    expect(res.headers["x-storefront-cache"]).toBe("miss");
    expect(res.body).toContain(escapeHtml("Oscar's Peer Tees"));
  });
});
