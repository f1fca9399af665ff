import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** The top-bar product search, when the user runs two stores that look alike. */

interface Hit {
  id: number;
  website_id: number;
  website_name: string;
  name: string;
  url: string;
}

let t: TestApp;
let primary: string;
let team: number;
let copy: number;
let productName: string;

const search = async (term: string, active?: number) => {
  const res = await call(t.app, "POST", "/api/search", {
    token: primary,
    body: { term },
    headers: active === undefined ? {} : { "x-website-id": String(active) },
  });
  expect(res.status).toBe(200);
  return res.json<Hit[]>();
};

beforeAll(async () => {
  t = await createTestApp();
  primary = await login(t.app, "primary-admin@example.com");
  team = await storeId(t.db, "Acme Team Store");
  // The user's own path to two similar stores: copying one (its products come along).
  const cloned = await call(t.app, "POST", "/api/websites/clone", {
    token: primary,
    body: { website_id: team, name: "Acme Team Store Copy" },
  });
  expect(cloned.status).toBe(201);
  copy = cloned.json<{ website: { id: number } }>().website.id;
  productName = (
    await t.db.kysely
      .selectFrom("products")
      .select("name")
      .where("website_id", "=", team)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).name;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("POST /api/search across similar stores", () => {
  it("names the store of every hit", async () => {
    const hits = (await search(productName)).filter((hit) => hit.name === productName);
    expect(hits.map((hit) => [hit.website_id, hit.website_name]).sort()).toEqual(
      [
        [team, "Acme Team Store"],
        [copy, "Acme Team Store Copy"],
      ].sort(),
    );
    for (const hit of hits) expect(hit.url).toBe(`/products/edit/${hit.id}`);
  });

  it("lists the active store's hits first", async () => {
    for (const active of [team, copy]) {
      const hits = await search(productName, active);
      expect(hits[0]).toMatchObject({ website_id: active, name: productName });
    }
  });

  it("leaves out the products of an archived store, which cannot be switched to", async () => {
    await t.db.kysely
      .updateTable("websites")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", copy)
      .execute();
    const hits = await search(productName);
    expect(hits.some((hit) => hit.website_id === team)).toBe(true);
    expect(hits.some((hit) => hit.website_id === copy)).toBe(false);
  });
});
