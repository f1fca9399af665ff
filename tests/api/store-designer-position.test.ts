import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productStatus } from "../../domain/products.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * The design editor's products section sorted by "Position" with chosen products: the store
 * lists them in the order the owner arranged them, and `limit` keeps the first of that order.
 */
let t: TestApp;
let tees: number;
let owner: string;
/** Three published products of Oscar's Tees, by their own sort order (first = lowest). */
let first: number, second: number, third: number;

const shownIds = (html: string) =>
  [...html.matchAll(/<li class="card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  owner = await login(t.app, "owner@example.com");
  const rows = await t.db.kysely
    .selectFrom("products")
    .select(["id", "available", "published_from", "published_to", "deleted_at"])
    .where("website_id", "=", tees)
    .orderBy("id")
    .execute();
  const published = rows.filter((r) => r.deleted_at === null && productStatus(r) === "published");
  expect(published.length).toBeGreaterThanOrEqual(3);
  [first, second, third] = published.slice(0, 3).map((r) => r.id) as [number, number, number];
  // Their own order is first, second, third, so a chosen order that differs is visible.
  for (const [index, id] of [first, second, third].entries())
    await t.db.kysely.updateTable("products").set({ sort_order: index }).where("id", "=", id).execute();
});
afterAll(async () => {
  await t.close();
});

async function pageWith(chosen: number[], limit: number, sortBy = "Position") {
  const res = await call(t.app, "POST", "/api/bread/Page", {
    token: owner,
    body: {
      website_id: tees,
      name: `Chosen ${chosen.join(" ")} ${limit} ${sortBy}`,
      sections: [
        {
          id: "pos01",
          type: "products",
          data: { all_products: false, chosen_products: chosen, sort_by: sortBy, limit },
        },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ id: number; slug: string }>();
}

const render = (slug: string) => t.app.inject({ method: "GET", url: `/store/oscars-tees/${slug}` });

describe("products section sorted by Position with chosen products", () => {
  it("lists the chosen products in the chosen order, not their own", async () => {
    const page = await pageWith([third, first, second], 30);
    const res = await render(page.slug);
    expect(res.statusCode).toBe(200);
    expect(shownIds(res.body)).toEqual([third, first, second]);
  });

  it("a limit keeps the first products of the chosen order", async () => {
    const page = await pageWith([third, second, first], 2);
    expect(shownIds((await render(page.slug)).body)).toEqual([third, second]);
  });

  it("a new chosen order saved by the editor (BREAD Page update) shows at once", async () => {
    const page = await pageWith([first, second, third], 3);
    expect(shownIds((await render(page.slug)).body)).toEqual([first, second, third]);
    const res = await call(t.app, "PUT", `/api/bread/Page/${page.id}`, {
      token: owner,
      body: {
        sections: [
          {
            id: "pos01",
            type: "products",
            data: {
              all_products: false,
              chosen_products: [second, third, first],
              sort_by: "Position",
              limit: 2,
            },
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(shownIds((await render(page.slug)).body)).toEqual([second, third]);
  });

  it("other sorts keep their own order over the chosen one", async () => {
    const page = await pageWith([third, first, second], 30, "Name descending");
    const names = await t.db.kysely
      .selectFrom("products")
      .select(["id", "name"])
      .where("id", "in", [first, second, third])
      .execute();
    const expected = names.sort((a, b) => b.name.localeCompare(a.name) || b.id - a.id).map((p) => p.id);
    expect(shownIds((await render(page.slug)).body)).toEqual(expected);
  });
});
