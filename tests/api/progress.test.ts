import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, owner: string, companyAdmin: string, designer: string;
let acme: number, demo: number, tees: number, mugs: number;

interface Progress {
  website_id: number | null;
  all_done: boolean;
  steps: { key: string; name: string; desc: string; url: string; done: boolean }[];
}

const progress = async (token: string, query = "", headers: Record<string, string> = {}) => {
  const res = await call(t.app, "GET", `/api/app_progress${query}`, { token, headers });
  return { status: res.status, body: res.json<Progress>() };
};
const done = (p: Progress) => Object.fromEntries(p.steps.map((s) => [s.key, s.done]));

/** What the steps must say, read here straight from the rows. */
async function expectedFor(websiteId: number) {
  const w = await t.db.kysely
    .selectFrom("websites")
    .selectAll()
    .where("id", "=", websiteId)
    .executeTakeFirstOrThrow();
  const products = await t.db.kysely
    .selectFrom("products")
    .select(["available", "published_from", "published_to"])
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .execute();
  const now = new Date().toISOString();
  return {
    store_created: true,
    address_valid: w.address_valid === 1,
    payments_connected: w.stripe_valid === 1,
    first_product: products.length > 0,
    product_published: products.some(
      (p) =>
        p.available === 1 &&
        (p.published_from ?? "") <= now &&
        (p.published_to === null || p.published_to > now),
    ),
    store_launched: w.is_launched === 1,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, companyAdmin, designer] = await Promise.all(
    ["admin", "owner", "company-admin", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  [acme, demo, tees, mugs] = await Promise.all(
    ["Acme Team Store", "Acme Demo Store", "Oscar's Tees", "Oscar's Mugs"].map((n) => storeId(t.db, n)),
  );
});
afterAll(async () => {
  // See dashboard.test.ts: let the PostgreSQL pool close before the helper drops the database.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("GET /api/app_progress", () => {
  it("a launched store has every step done", async () => {
    const { status, body } = await progress(owner, `?website_id=${tees}`);
    expect(status).toBe(200);
    expect(body.website_id).toBe(tees);
    expect(done(body)).toEqual(await expectedFor(tees));
    expect(body.all_done).toBe(true);
    expect(body.steps.map((s) => s.key)).toEqual([
      "store_created",
      "address_valid",
      "payments_connected",
      "first_product",
      "product_published",
      "store_launched",
    ]);
    expect(body.steps.every((s) => s.name && s.desc && s.url.startsWith("/"))).toBe(true);
  });

  it("a new store shows what is left, from the active store header", async () => {
    const { body } = await progress(owner, "", { "x-website-id": String(mugs) });
    expect(body.website_id).toBe(mugs);
    const expected = await expectedFor(mugs);
    expect(done(body)).toEqual(expected);
    expect(expected.store_launched).toBe(false);
    expect(body.all_done).toBe(false);
    expect(body.steps.find((s) => s.key === "address_valid")!.url).toBe(`/websites/${mugs}`);
    expect(body.steps.find((s) => s.key === "payments_connected")!.url).toBe(
      `/websites/${mugs}?tab=payments`,
    );
  });

  it("follows the products: none left means the product steps are open again", async () => {
    await t.db.kysely
      .updateTable("products")
      .set({ deleted_at: "2026-06-01T00:00:00.000Z" })
      .where("website_id", "=", mugs)
      .execute();
    const { body } = await progress(owner, `?website_id=${mugs}`);
    expect(done(body)).toMatchObject({ first_product: false, product_published: false });
  });

  it("says a demo store cannot be launched", async () => {
    const { body } = await progress(companyAdmin, `?website_id=${demo}`);
    const launch = body.steps.find((s) => s.key === "store_launched")!;
    expect(launch).toMatchObject({ done: false, desc: "A demo store cannot be launched." });
  });

  it("without a store named: the caller's first non-demo store", async () => {
    expect((await progress(owner)).body.website_id).toBe(Math.min(tees, mugs));
    expect((await progress(designer)).body.website_id).toBe(acme);
  });

  it("without any store: every step undone and leading to store creation", async () => {
    for (const token of [
      admin,
      (
        await call(t.app, "POST", "/api/register", {
          body: {
            name: "New",
            email: "new@example.net",
            password: "password123",
            password_confirmation: "password123",
          },
        })
      ).json<{ access_token: string }>().access_token,
    ]) {
      const { status, body } = await progress(token);
      expect(status).toBe(200);
      expect(body.website_id).toBeNull();
      expect(body.all_done).toBe(false);
      expect(body.steps.every((s) => !s.done && s.url === "/websites/create")).toBe(true);
    }
  });

  it("admins may look at any store; others only their own", async () => {
    expect((await progress(admin, `?website_id=${tees}`)).body.website_id).toBe(tees);
    const foreign = await progress(owner, `?website_id=${acme}`);
    expect(foreign.status).toBe(404);
    expect((foreign.body as unknown as { message: string }).message).toBe(MSG.websiteNotFound);
    expect((await progress(designer, "", { "x-website-id": String(tees) })).status).toBe(404);
    expect((await progress(owner, "?website_id=abc")).status).toBe(400);
    expect((await call(t.app, "GET", "/api/app_progress")).status).toBe(401);
  });
});

describe("OpenAPI", () => {
  it("documents every route of the shell, account, contacts, notifications and dashboard", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, object>;
    }>();
    const expected: Record<string, string[]> = {
      "/api/notifications": ["get", "post"],
      "/api/notifications/{id}": ["put"],
      "/api/notifications/clear": ["post"],
      "/api/notifications/clear/{id}": ["post"],
      "/api/contacts": ["get", "post"],
      "/api/contacts/{id}": ["get", "put", "delete"],
      "/api/contacts/autocomplete": ["get"],
      "/api/message": ["post"],
      "/api/search": ["post"],
      "/api/chart/stats": ["get"],
      "/api/users/{id}": ["put", "delete"],
      "/api/users/updateMargin/{id}": ["put"],
      "/api/users/deactivate": ["put"],
      "/api/users/{id}/avatar": ["post"],
      "/api/tax-ids": ["get"],
      "/api/upload/uploadtaxpdf": ["post"],
      "/api/upload/gettaxpdf": ["get"],
      "/api/upload/deletetaxpdf": ["post"],
      "/api/emails": ["get"],
      "/api/langs": ["get"],
      "/api/app_progress": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
