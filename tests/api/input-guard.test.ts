import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE, nulPath } from "../../server/http/input-guard.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

describe("text with a NUL character is refused alike on SQLite and PostgreSQL", () => {
  it("finds a NUL anywhere in a value and names its field", () => {
    expect(nulPath("a\u0000b")).toBe("");
    expect(nulPath({ a: { b: ["x", "y\u0000"] } })).toBe("a.b.1");
    expect(nulPath({ a: 1, b: null, c: ["ok"] })).toBeNull();
  });

  it("answers 422 next to the field in a body, 400 in a path or query, and writes nothing", async () => {
    const body = await call(t.app, "POST", "/api/search", { token: admin, body: { term: "tee\u0000" } });
    expect(body.status).toBe(422);
    expect(body.json()).toEqual({ message: NUL_MESSAGE, errors: { term: NUL_MESSAGE } });
    const path = await call(t.app, "GET", "/api/storefront/%00/cart", { token: admin });
    expect(path.status).toBe(400);
    expect(path.json()).toEqual({ message: NUL_MESSAGE });
    const before = await t.db.kysely.selectFrom("categories").select("id").execute();
    const created = await call(t.app, "POST", "/api/categories", {
      token: admin,
      headers: { "x-website-id": String(acme) },
      body: { name: "Caps\u0000" },
    });
    expect(created.status).toBe(422);
    expect(await t.db.kysely.selectFrom("categories").select("id").execute()).toEqual(before);
  });

  it("a number beyond what the database column holds is bad input, not a 500", async () => {
    const res = await call(t.app, "POST", "/api/gift-card-products/add/to/cart", {
      body: { website_id: 1e308, product_id: 1e308 },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
