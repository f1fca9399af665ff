import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string;
let owner: string;
let sourceId: number;

type Detail = {
  id: number;
  name: string;
  style_id: string;
  is_active?: number;
  variants: { color: string; size: string; cost: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([login(t.app, "admin@example.com"), login(t.app, "owner@example.com")]);
  const source = await t.db.kysely
    .selectFrom("supplier_products")
    .select("id")
    .where("is_active", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  sourceId = source.id;
});
afterAll(() => t.close());

const clone = (id: number | string, token?: string) =>
  call(t.app, "POST", `/api/clone/smake/${id}`, { token });

describe("POST /api/clone/smake/{id}", () => {
  it("copies a supplier product and its variants as an inactive product pointing at its source", async () => {
    const source = (
      await call(t.app, "GET", `/api/smake/product/${sourceId}`, { token: admin })
    ).json<Detail>();
    const res = await clone(sourceId, admin);
    expect(res.status).toBe(200);
    const copy = res.json<{ message: string; product: Detail }>().product;
    expect(copy.id).not.toBe(sourceId);
    expect(copy.name).toBe(`${source.name} (copy)`);
    expect(copy.style_id).toBe(`${source.style_id}-copy`);
    const strip = (v: Detail["variants"]) => v.map(({ color, size, cost }) => ({ color, size, cost }));
    expect(strip(copy.variants)).toEqual(strip(source.variants));
    const row = await t.db.kysely
      .selectFrom("supplier_products")
      .select(["is_active", "similar_product_id"])
      .where("id", "=", copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: 0, similar_product_id: sourceId });
    // Inactive: a store user cannot open it yet.
    expect((await call(t.app, "GET", `/api/smake/product/${copy.id}`, { token: owner })).status).toBe(404);
    // A second clone takes the next free style id.
    const again = (await clone(sourceId, admin)).json<{ product: Detail }>().product;
    expect(again.style_id).toBe(`${source.style_id}-copy-2`);
  });

  it("refuses without a session, for a store user, for a missing product and for a bad id", async () => {
    const before = await t.db.kysely
      .selectFrom("supplier_products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect((await clone(sourceId)).status).toBe(401);
    expect((await clone(sourceId, owner)).status).toBe(403);
    expect((await clone(99_999_999, admin)).status).toBe(404);
    expect([400, 422]).toContain((await clone("abc", admin)).status);
    const after = await t.db.kysely
      .selectFrom("supplier_products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
