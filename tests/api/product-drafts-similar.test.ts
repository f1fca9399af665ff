import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECORATION_METHODS, type Draft } from "../../domain/drafts.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** POST /api/product-drafts with similar_product_id: /products/create/{similarProductId}. */

let t: TestApp;
let designer: string, owner: string, salesperson: string;
let acme: number, oscars: number;
let blank: { id: number; colors: string[]; sizes: string[] };
let otherBlank: number;

const req = (method: "POST" | "DELETE", url: string, token?: string, body?: unknown, store = acme) =>
  call(t.app, method, url, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    headers: { "x-website-id": String(store) },
  });

interface Created {
  id: number;
  price: number;
  colors: string[];
  sizes: string[];
}

async function createProduct(store: number, token: string, colors: string[], sizes: string[]) {
  const res = await req(
    "POST",
    "/api/products/create",
    token,
    { website_id: store, supplier_product_id: blank.id, name: "Team Tee", colors, sizes },
    store,
  );
  expect(res.status).toBe(201);
  return res.json<Created>();
}

beforeAll(async () => {
  t = await createTestApp();
  [designer, owner, salesperson] = await Promise.all(
    ["designer", "owner", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  const rows = await t.db.kysely
    .selectFrom("supplier_variants as v")
    .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
    .select(["p.id", "v.color", "v.size"])
    .where("p.is_active", "=", 1)
    .where("v.available", "=", 1)
    .where("p.category", "=", "T-Shirts")
    .orderBy("p.id")
    .execute();
  const firstId = rows[0]!.id;
  const mine = rows.filter((r) => r.id === firstId);
  blank = {
    id: firstId,
    colors: [...new Set(mine.map((r) => r.color))],
    sizes: [...new Set(mine.map((r) => r.size))],
  };
  otherBlank = rows.find((r) => r.id !== firstId)!.id;
});
afterAll(() => t.close());

describe("POST /api/product-drafts with similar_product_id", () => {
  it("starts the similar product's blank from its colours, sizes, print method and pricing", async () => {
    expect(blank.colors.length).toBeGreaterThanOrEqual(3);
    // Chosen out of alphabetical order: the copy keeps the order the product was given.
    const colors = [blank.colors[2]!, blank.colors[0]!];
    const sizes = blank.sizes.slice(0, 2);
    const product = await createProduct(acme, designer, colors, sizes);

    const plain = await req("POST", "/api/product-drafts", designer, {
      kind: "single",
      supplier_product_ids: [blank.id],
    });
    const offered = plain.json<Draft>().items[0]!.supplier.methods.map((id) => DECORATION_METHODS[id]);
    const method = offered.at(-1)!;
    await t.db.kysely
      .updateTable("products")
      .set({ print_method: method, price: product.price + 700, price_fixed: 1, margin: 55 })
      .where("id", "=", product.id)
      .execute();

    const res = await req("POST", "/api/product-drafts", designer, {
      kind: "single",
      supplier_product_ids: [blank.id],
      similar_product_id: product.id,
    });
    expect(res.status).toBe(201);
    const draft = res.json<Draft>();
    expect(draft.similar_product_id).toBe(product.id);
    expect(draft.items[0]).toMatchObject({
      colors,
      sizes,
      print_method: method,
      price: product.price + 700,
      price_fixed: 1,
      margin: 55,
    });

    // The creator learns the product's blank from the store's BREAD read (usePreselectedBlank).
    const read = await call(t.app, "GET", `/api/bread/Product/${product.id}`, {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(read.json<{ supplier_product_id: number }>().supplier_product_id).toBe(blank.id);
    const foreignRead = await call(t.app, "GET", `/api/bread/Product/${product.id}`, {
      token: owner,
      headers: { "x-website-id": String(oscars) },
    });
    expect(foreignRead.status).toBe(404);

    // A reload reads the same copied choices back from the stored draft.
    const again = await call(t.app, "GET", `/api/product-drafts/${draft.id}`, {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(again.json<Draft>().items[0]).toMatchObject({ colors, sizes, print_method: method });
  });

  it("leaves a blank other than the similar product's at its defaults", async () => {
    const product = await createProduct(acme, designer, blank.colors.slice(0, 2), blank.sizes.slice(0, 1));
    const res = await req("POST", "/api/product-drafts", designer, {
      kind: "multiple",
      supplier_product_ids: [otherBlank, blank.id],
      similar_product_id: product.id,
    });
    expect(res.status).toBe(201);
    const [other, same] = res.json<Draft>().items;
    expect(other!.supplier.id).toBe(otherBlank);
    expect(other!.colors).toHaveLength(1);
    expect(same!.colors).toEqual(blank.colors.slice(0, 2));
    expect(same!.sizes).toEqual(blank.sizes.slice(0, 1));
  });

  it("answers 422 for another store's or a deleted product, 401 without a session, 403/404 without access", async () => {
    const theirs = await createProduct(oscars, owner, blank.colors.slice(0, 1), blank.sizes.slice(0, 1));
    const body = { kind: "single", supplier_product_ids: [blank.id], similar_product_id: theirs.id };
    const foreign = await req("POST", "/api/product-drafts", designer, body);
    expect(foreign.status).toBe(422);
    expect(foreign.json().errors).toEqual({
      similar_product_id: "The product does not exist in this store.",
    });

    const gone = await createProduct(acme, designer, blank.colors.slice(0, 1), blank.sizes.slice(0, 1));
    await t.db.kysely
      .updateTable("products")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    const deleted = await req("POST", "/api/product-drafts", designer, {
      ...body,
      similar_product_id: gone.id,
    });
    expect(deleted.status).toBe(422);

    const mine = { ...body, similar_product_id: gone.id };
    expect((await req("POST", "/api/product-drafts", undefined, mine)).status).toBe(401);
    expect((await req("POST", "/api/product-drafts", salesperson, mine)).status).toBe(403);
    expect((await req("POST", "/api/product-drafts", owner, mine)).status).toBe(404);
    const bad = await req("POST", "/api/product-drafts", designer, { ...body, similar_product_id: "x" });
    expect(bad.status).toBe(422);
  });
});
