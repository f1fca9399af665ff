import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productStatus } from "../../domain/products.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let tees: number, demo: number;

const view = (id: number) => call(t.app, "POST", `/api/storefront/products/${id}/view`);
const viewsOf = async (productId: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom("product_views")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A product of the store in the given state, read from the rows (the seed decides which exist). */
async function productOf(websiteId: number, wanted: "published" | "unpublished" | "scheduled") {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select(["id", "available", "published_from", "published_to"])
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  const found = rows.find((p) => productStatus(p) === wanted);
  if (!found) throw new Error(`no ${wanted} product in store ${websiteId}`);
  return found.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [tees, demo] = await Promise.all([storeId(t.db, "Oscar's Tees"), storeId(t.db, "Acme Demo Store")]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("POST /api/storefront/products/{id}/view", () => {
  it("counts a view of a published product of a launched store without a session", async () => {
    const id = await productOf(tees, "published");
    const before = await viewsOf(id);
    const res = await view(id);
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ counted: true });
    expect(await viewsOf(id)).toBe(before + 1);
  });

  it("the dashboard's most-views card sees the view", async () => {
    const id = await productOf(tees, "published");
    await view(id);
    const owner = await login(t.app, "owner@example.com");
    const year = new Date().getUTCFullYear();
    const res = await call(
      t.app,
      "GET",
      `/api/chart/stats?filterWebsites=${tees}&from=${year}-01-01&to=${year}-12-31`,
      {
        token: owner,
      },
    );
    expect(res.status).toBe(200);
    const body = res.json<{ totalViews: { total: number; products: { id: number; views: number }[] } }>();
    expect(body.totalViews.products.find((p) => p.id === id)?.views).toBe(await viewsOf(id));
  });

  it("does not count a product that is not published, deleted, missing or in a demo store", async () => {
    const unpublished = await productOf(tees, "unpublished");
    expect((await view(unpublished)).status).toBe(404);
    expect(await viewsOf(unpublished)).toBe(0);
    const demoProduct = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", demo)
      .executeTakeFirst();
    if (demoProduct) expect((await view(demoProduct.id)).status).toBe(404);
    expect((await view(99_999_999)).status).toBe(404);
  });

  it("rejects an id that is not a positive number", async () => {
    const res = await view(-3);
    expect([400, 422]).toContain(res.status);
  });
});
