import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceBelowMinimumMessage } from "../../domain/pricing.js";
import { REVISION_MSG } from "../../domain/contracts/revisions.js";
import { SECTION_PATTERN_COUNTS } from "../../domain/sections.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { teeBlank, type Blank } from "../helpers/blanks.js";

/**
 * Every save of a product, a store page or a store's settings keeps a revision; a revert saves the
 * revision's state through the same save (same rules, same messages), is one more revision and
 * one "revert" activity event, and a revision is reachable only through its own record and store.
 */
let t: TestApp;
let owner: string, designer: string, salesperson: string;
let oscars: number, acme: number;
let blank: Blank;

type Editor = { id: number; name: string; price: number; pricing: { minimum_price: number } };
type Summary = { id: number; number: number; user_name: string | null; created_at: string };
type Revision = Summary & { entity: string; entity_id: number; data: Record<string, unknown> };

const post = (url: string, token: string | undefined, body: unknown = {}) =>
  call(t.app, "POST", url, { ...(token ? { token } : {}), body });
const get = (url: string, token?: string) => call(t.app, "GET", url, token ? { token } : {});
const list = async (path: string, token: string) =>
  (await get(`${path}/revisions`, token)).json<{ data: Summary[] }>().data;
const editor = async (id: number) => (await get(`/api/products/${id}/editor`, owner)).json<Editor>();
const events = (entity: string, id: number) =>
  t.db.kysely
    .selectFrom("activity_events")
    .select(["action", "changes", "user_id"])
    .where("entity", "=", entity)
    .where("entity_id", "=", id)
    .where("action", "=", "revert")
    .execute();
const changesOf = (raw: unknown) =>
  (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, [unknown, unknown]>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, designer, salesperson] = await Promise.all(
    ["owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  [oscars, acme] = await Promise.all([storeId(t.db, "Oscar's Tees"), storeId(t.db, "Acme Team Store")]);
  blank = await teeBlank(t.db);
});
afterAll(() => t.close());

describe("product revisions", () => {
  let product: Editor;
  let first: number, second: number;

  it("keeps one revision per save, numbered per product, with who saved", async () => {
    const created = await post("/api/products/create", owner, {
      website_id: oscars,
      supplier_product_id: blank.id,
      name: "Revision Tee",
      colors: blank.colors.slice(0, 2),
      sizes: blank.sizes.slice(0, 2),
    });
    expect(created.status).toBe(201);
    product = created.json<Editor>();
    const base = product.pricing.minimum_price;
    expect((await post(`/api/products/${product.id}/update`, owner, { price: base + 100 })).status).toBe(200);
    expect(
      (await post(`/api/products/${product.id}/update`, owner, { price: base + 900, name: "Renamed Tee" }))
        .status,
    ).toBe(200);

    const revisions = await list(`/api/products/${product.id}`, owner);
    expect(revisions.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(revisions.every((r) => r.user_name === "Oscar Owner")).toBe(true);
    first = revisions[1]!.id;
    second = revisions[0]!.id;

    const one = await get(`/api/products/${product.id}/revisions/${first}`, owner);
    expect(one.status).toBe(200);
    expect(one.json<Revision>()).toMatchObject({
      number: 2,
      entity: "Product",
      entity_id: product.id,
      data: { name: "Revision Tee", price: base + 100 },
    });
    expect(one.json<Revision>().data.variants).toHaveLength(4);
  });

  it("reverts through the save: the state comes back as a new revision and a revert event", async () => {
    const before = await events("Product", product.id);
    const res = await post(`/api/products/${product.id}/revisions/${first}/revert`, owner);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ message: REVISION_MSG.reverted, revision: { number: 4 } });
    const now = await editor(product.id);
    expect(now.name).toBe("Revision Tee");
    expect(now.price).toBe(product.pricing.minimum_price + 100);
    expect((await list(`/api/products/${product.id}`, owner)).map((r) => r.number)).toEqual([4, 3, 2, 1]);

    const after = await events("Product", product.id);
    expect(after).toHaveLength(before.length + 1);
    const changes = changesOf(after.at(-1)!.changes);
    expect(changes.price).toEqual([product.pricing.minimum_price + 900, product.pricing.minimum_price + 100]);
    expect(changes.name).toEqual(["Renamed Tee", "Revision Tee"]);
  });

  it("refuses a revision below today's minimum price with the save's message, and writes nothing", async () => {
    // The store's margin goes up: the minimum price of every product rises above the old prices.
    expect((await post("/api/website/margin", owner, { website_id: oscars, margin: 3 })).status).toBe(200);
    const minimum = (await editor(product.id)).pricing.minimum_price;
    expect(minimum).toBeGreaterThan(product.pricing.minimum_price + 900);
    const countBefore = (await list(`/api/products/${product.id}`, owner)).length;
    const eventsBefore = (await events("Product", product.id)).length;

    const res = await post(`/api/products/${product.id}/revisions/${second}/revert`, owner);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({
      message: priceBelowMinimumMessage(minimum),
      errors: { price: priceBelowMinimumMessage(minimum) },
    });
    const now = await editor(product.id);
    expect(now.name).toBe("Revision Tee");
    expect((await list(`/api/products/${product.id}`, owner)).length).toBe(countBefore);
    expect((await events("Product", product.id)).length).toBe(eventsBefore);
    expect((await post("/api/website/margin", owner, { website_id: oscars, margin: 1 })).status).toBe(200);
  });

  it("keeps revisions to the record's own store and to those who may edit it", async () => {
    const other = await post("/api/products/create", designer, {
      website_id: acme,
      supplier_product_id: blank.id,
      name: "Acme Revision Tee",
      colors: blank.colors.slice(0, 1),
      sizes: blank.sizes.slice(0, 1),
    });
    expect(other.status).toBe(201);
    const otherId = other.json<Editor>().id;
    const [otherRevision] = await list(`/api/products/${otherId}`, designer);
    // Another store's revision through this store's product: 404, as a missing one.
    const crossed = await get(`/api/products/${product.id}/revisions/${otherRevision!.id}`, owner);
    expect(crossed.status).toBe(404);
    expect(crossed.json()).toMatchObject({ message: REVISION_MSG.notFound });
    const missing = await get(`/api/products/${product.id}/revisions/99999999`, owner);
    expect(missing.json()).toEqual(crossed.json());
    expect(
      (await post(`/api/products/${product.id}/revisions/${otherRevision!.id}/revert`, owner)).status,
    ).toBe(404);
    // Another store's product: 404; no session: 401; a role without edit_products: 403.
    expect((await get(`/api/products/${otherId}/revisions`, owner)).status).toBe(404);
    expect((await get(`/api/products/${product.id}/revisions`)).status).toBe(401);
    expect((await get(`/api/products/${otherId}/revisions`, salesperson)).status).toBe(403);
  });
});

describe("store page revisions", () => {
  it("keeps one per save and reverts the sections", async () => {
    const created = await post("/api/bread/Page", owner, {
      website_id: oscars,
      type: "page",
      name: "Revision page",
      slug: "revision-page",
      sections: [{ id: "rev01", type: "banner", pattern: SECTION_PATTERN_COUNTS.banner - 1 }],
    });
    expect(created.status).toBe(201);
    const page = created.json<{ id: number; sections: unknown[] }>();
    const saved = await call(t.app, "PUT", `/api/bread/Page/${page.id}`, {
      token: owner,
      body: { sections: [] },
    });
    expect(saved.status).toBe(200);
    const revisions = await list(`/api/pages/${page.id}`, owner);
    expect(revisions.map((r) => r.number)).toEqual([2, 1]);

    const res = await post(`/api/pages/${page.id}/revisions/${revisions[1]!.id}/revert`, owner);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ revision: { number: 3 } });
    const now = await get(`/api/bread/Page/${page.id}`, owner);
    expect(now.json<{ sections: unknown[] }>().sections).toEqual(page.sections);
    expect(await events("Page", page.id)).toHaveLength(1);
    expect((await get(`/api/pages/${page.id}/revisions`, designer)).status).toBe(404);
  });
});

describe("store settings revisions", () => {
  it("keeps one per settings save and reverts the settings", async () => {
    const save = (name: string) =>
      call(t.app, "PUT", `/api/websites/${oscars}/settings`, {
        token: owner,
        body: { name, departments: [{ name: `${name} desk` }] },
      });
    expect((await save("Oscar's Tees One")).status).toBe(200);
    expect((await save("Oscar's Tees Two")).status).toBe(200);
    const revisions = await list(`/api/websites/${oscars}`, owner);
    const kept = revisions.find((r) => r.number === revisions[0]!.number - 1)!;
    const snapshot = (await get(`/api/websites/${oscars}/revisions/${kept.id}`, owner)).json<Revision>();
    expect(snapshot.data).toMatchObject({
      name: "Oscar's Tees One",
      departments: [{ name: "Oscar's Tees One desk" }],
    });

    const res = await post(`/api/websites/${oscars}/revisions/${kept.id}/revert`, owner);
    expect(res.status).toBe(200);
    const store = await t.db.kysely
      .selectFrom("websites")
      .select("name")
      .where("id", "=", oscars)
      .executeTakeFirstOrThrow();
    expect(store.name).toBe("Oscar's Tees One");
    const departments = await t.db.kysely
      .selectFrom("departments")
      .select("name")
      .where("website_id", "=", oscars)
      .execute();
    expect(departments.map((d) => d.name)).toEqual(["Oscar's Tees One desk"]);
    expect((await list(`/api/websites/${oscars}`, owner))[0]!.number).toBe(revisions[0]!.number + 1);
    expect((await get(`/api/websites/${acme}/revisions`, owner)).status).toBe(404);
    // Restore the seeded name for other tests of this app.
    expect((await save("Oscar's Tees")).status).toBe(200);
  });
});
