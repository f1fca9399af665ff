import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG, PRODUCT_LIST_MSG } from "../../domain/messages.js";
import { priceBelowMinimumMessage } from "../../domain/pricing.js";
import { PRODUCT_SHEET_MSG } from "../../domain/contracts/product-spreadsheet.js";
import { loadMinimumPriceCents } from "../../server/services/products/minimum-price.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let designer: string, salesperson: string;
let acme: number, tees: number;

beforeAll(async () => {
  t = await createTestApp();
  [designer, salesperson] = await Promise.all(
    ["designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

async function liveIds(store: number): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", store)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

const stored = (ids: number[]) =>
  t.db.kysely
    .selectFrom("products")
    .select(["id", "name", "price", "available", "updated_at"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();

const save = (token: string | undefined, rows: unknown[]) =>
  call(t.app, "PATCH", "/api/products/bulk", { ...(token ? { token } : {}), body: { rows } });

describe("PATCH /api/products/bulk (the store's product spreadsheet)", () => {
  it("saves names, prices and statuses of several products in one request", async () => {
    const [a, b] = await liveIds(acme);
    const minA = await loadMinimumPriceCents(t.db.kysely, a!);
    const res = await save(designer, [
      { id: a, name: "  Sheet Tee  ", price: minA + 100, status: "unpublished" },
      { id: b, status: "unpublished" },
    ]);
    expect(res.status).toBe(200);
    const body = res.json<{ message: string; products: { id: number; status: string; name: string }[] }>();
    expect(body.message).toBe(PRODUCT_SHEET_MSG.saved);
    expect(body.products.find((p) => p.id === a)).toMatchObject({ name: "Sheet Tee", status: "unpublished" });
    const [rowA, rowB] = await stored([a!, b!]);
    expect(rowA).toMatchObject({ name: "Sheet Tee", price: minA + 100, available: 0 });
    expect(rowB).toMatchObject({ available: 0 });

    const back = await save(designer, [{ id: b, status: "published" }]);
    expect(back.status).toBe(200);
    expect((await stored([b!]))[0]).toMatchObject({ available: 1 });
  });

  it("saves nothing when one row is wrong, and names every wrong row and field", async () => {
    const [a, b, c] = await liveIds(acme);
    const minB = await loadMinimumPriceCents(t.db.kysely, b!);
    const minC = await loadMinimumPriceCents(t.db.kysely, c!);
    const before = await stored([a!, b!, c!]);
    const res = await save(designer, [
      { id: a, name: "Would Change" },
      { id: b, price: minB - 1 },
      { id: c, price: minC - 50, name: "Also Not" },
    ]);
    expect(res.status).toBe(422);
    // The editor's own message for a price below the minimum, naming the minimum.
    expect(res.json().errors).toEqual({
      "rows.1.price": priceBelowMinimumMessage(minB),
      "rows.2.price": priceBelowMinimumMessage(minC),
    });
    expect(await stored([a!, b!, c!])).toEqual(before);

    const empty = await save(designer, [
      { id: a, name: "Fine" },
      { id: b, name: "   " },
    ]);
    expect(empty.status).toBe(422);
    expect(empty.json().errors).toEqual({ "rows.1.name": MSG.required });
    expect(await stored([a!, b!, c!])).toEqual(before);

    const twice = await save(designer, [
      { id: a, name: "One" },
      { id: a, name: "Two" },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.json().errors).toEqual({ "rows.1.id": PRODUCT_SHEET_MSG.repeated });
  });

  it("refuses the whole save when a row is another store's product, or the caller may not edit", async () => {
    const [mine] = await liveIds(acme);
    const [oscar] = await liveIds(tees);
    const before = await stored([mine!, oscar!]);
    const other = await save(designer, [
      { id: mine, name: "Mine Changed" },
      { id: oscar, name: "Not Yours" },
    ]);
    expect(other.status).toBe(404);
    expect(other.json().message).toBe(PRODUCT_LIST_MSG.productNotFound);
    const missing = await save(designer, [{ id: 99999999, name: "Nobody" }]);
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe(other.json().message);

    const noRight = await save(salesperson, [{ id: mine, name: "Sales Edit" }]);
    expect(noRight.status).toBe(403);
    expect((await save(undefined, [{ id: mine, name: "Anon" }])).status).toBe(401);
    expect(await stored([mine!, oscar!])).toEqual(before);
  });

  it("refuses a deleted product and an empty save", async () => {
    const ids = await liveIds(acme);
    const gone = ids.at(-1)!;
    expect(
      (await call(t.app, "POST", "/api/products/delete", { token: designer, body: { ids: [gone] } })).status,
    ).toBe(200);
    const res = await save(designer, [{ id: gone, name: "Ghost" }]);
    expect(res.status).toBe(404);
    const none = await save(designer, []);
    expect(none.status).toBe(422);
    expect(none.json().errors).toEqual({ rows: MSG.listNotEmpty });
  });

  it("drops the store's cached storefront pages, as the editor's save does", async () => {
    const shown = await t.db.kysely
      .selectFrom("products")
      .select(["id", "slug"])
      .where("website_id", "=", acme)
      .where("available", "=", 1)
      .where("published_from", "is", null)
      .where("published_to", "is", null)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const page = () => t.app.inject({ method: "GET", url: `/store/acme-team-store/products/${shown.slug}` });
    const before = await page();
    expect(before.statusCode).toBe(200);
    // A second view is answered from the store's rendered pages.
    expect((await page()).body).toBe(before.body);
    const res = await save(designer, [{ id: shown.id, name: "Storefront Sheet Name" }]);
    expect(res.status).toBe(200);
    expect((await page()).body).toContain("Storefront Sheet Name");
  });
});
