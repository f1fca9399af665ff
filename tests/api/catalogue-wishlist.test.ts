import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, denyPermission, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;
let teeProduct: number;
let teamProduct: number;

const firstProduct = async (websiteId: number) =>
  (
    await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  teeProduct = await firstProduct(a.tees);
  teamProduct = await firstProduct(a.team);
});
afterAll(() => t.close());

type Favs = { favourite: boolean; favouritesProducts: number[] };
type List = {
  data: { id: number; website_id: number; name: string; status: string; preview_photo_url: string | null }[];
  total: number;
};

describe("POST /api/favourite/product", () => {
  it("toggles a favourite and shows it on the wishlist calls", async () => {
    const on = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: teeProduct },
    });
    expect(on.status).toBe(200);
    expect(on.json<Favs>()).toEqual({ favourite: true, favouritesProducts: [teeProduct] });

    const all = (await call(t.app, "GET", "/api/favourite/products", { token: a.owner })).json<List>();
    expect(all.data.map((p) => p.id)).toEqual([teeProduct]);
    expect(all.data[0]).toMatchObject({ website_id: a.tees, status: expect.any(String) });

    const inStore = await call(t.app, "GET", `/wishlist/products/favourites/${a.tees}`, { token: a.owner });
    expect(inStore.status).toBe(200);
    expect(inStore.json<List>().total).toBe(1);
    expect(
      (await call(t.app, "GET", `/wishlist/products/favourites/${a.mugs}`, { token: a.owner })).json<List>()
        .total,
    ).toBe(0);

    const user = (await call(t.app, "GET", "/api/user", { token: a.owner })).json<{
      favouritesProducts: number[];
    }>();
    expect(user.favouritesProducts).toEqual([teeProduct]);

    const off = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: teeProduct },
    });
    expect(off.json<Favs>()).toEqual({ favourite: false, favouritesProducts: [] });
    const set = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: teeProduct, favourite: true },
    });
    expect(set.json<Favs>().favourite).toBe(true);
  });

  it("refuses another store's product (404), a member without browse_products (403), bad input (422), no session (401)", async () => {
    const foreign = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: teamProduct },
    });
    const missing = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: 999999 },
    });
    // Another store's product answers exactly what a missing one answers: ids cannot be probed.
    expect([foreign.status, foreign.json()]).toEqual([404, missing.json()]);
    expect(missing.status).toBe(404);
    await denyPermission(t, a.uid["designer"]!, a.team, "browse_products");
    expect(
      (
        await call(t.app, "POST", "/api/favourite/product", {
          token: a.designer,
          body: { product_id: teamProduct },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", "/api/favourite/product", { token: a.owner, body: { product_id: "x" } }))
        .status,
    ).toBe(422);
    expect(
      (await call(t.app, "POST", "/api/favourite/product", { body: { product_id: teeProduct } })).status,
    ).toBe(401);
    expect((await call(t.app, "GET", "/api/favourite/products")).status).toBe(401);
  });
});

describe("wishlist calls outside /api", () => {
  it("need a session, hide other stores, and delete a favourite", async () => {
    await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: teeProduct, favourite: true },
    });
    expect((await call(t.app, "GET", `/wishlist/products/favourites/${a.tees}`)).status).toBe(401);
    expect((await call(t.app, "POST", `/wishlist/delete/${teeProduct}`)).status).toBe(401);
    expect(
      (await call(t.app, "GET", `/wishlist/products/favourites/${a.team}`, { token: a.owner })).status,
    ).toBe(404);
    expect((await call(t.app, "GET", "/wishlist/products/favourites/abc", { token: a.owner })).status).toBe(
      400,
    );

    const removed = await call(t.app, "POST", `/wishlist/delete/${teeProduct}`, { token: a.owner });
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ message: "Completed successfully", favouritesProducts: [] });
    expect((await call(t.app, "POST", `/wishlist/delete/${teeProduct}`, { token: a.owner })).status).toBe(
      404,
    );
  });

  it("leaves the SPA under /app/ alone", async () => {
    const spa = await call(t.app, "GET", "/app/products/wishlist");
    expect(spa.status).not.toBe(401);
  });
});
