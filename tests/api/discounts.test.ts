import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMO_MSG } from "../../domain/discounts.js";
import { commitCodes, priceCodes } from "../../server/services/promotions/redeem.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, csvForm, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;
let productIds: number[];

type Discount = { id: number; code: string; status: string; used_count: number; product_ids: number[] };

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  productIds = (
    await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", a.team)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .limit(2)
      .execute()
  ).map((p) => p.id);
});
afterAll(() => t.close());

const base = { kind: "percentage", value: 10, starts_at: "2020-01-01T00:00:00.000Z" };
const create = (body: Record<string, unknown>, token = a.primary, websiteId = a.team) =>
  call(t.app, "POST", "/api/discounts", { token, body: { website_id: websiteId, ...base, ...body } });

describe("discounts", () => {
  it("creates, lists, edits and deletes a discount", async () => {
    const res = await create({ code: "summer10", title: "Summer" });
    expect(res.status).toBe(200);
    const d = res.json<{ data: Discount }>().data;
    expect(d).toMatchObject({ code: "SUMMER10", status: "active", used_count: 0 });

    const list = await call(t.app, "GET", `/api/discounts?website_id=${a.team}&term=summ&status=active`, {
      token: a.primary,
    });
    expect(list.status).toBe(200);
    expect(list.json<{ data: Discount[] }>().data.map((x) => x.id)).toEqual([d.id]);

    const edit = await call(t.app, "PUT", `/api/discounts/${d.id}`, {
      token: a.primary,
      body: { ...base, code: "SUMMER10", applies_to: "products", product_ids: productIds, active: 0 },
    });
    expect(edit.status).toBe(200);
    expect(edit.json<{ data: Discount }>().data).toMatchObject({
      status: "disabled",
      product_ids: productIds,
    });
    const one = await call(t.app, "GET", `/api/discounts/${d.id}`, { token: a.primary });
    expect(
      one
        .json<{ products: { id: number }[] }>()
        .products.map((p) => p.id)
        .sort(),
    ).toEqual([...productIds].sort());

    const del = await call(t.app, "DELETE", `/api/discounts/${d.id}`, { token: a.primary });
    expect(del.status).toBe(200);
    expect((await call(t.app, "GET", `/api/discounts/${d.id}`, { token: a.primary })).status).toBe(404);
  });

  it("answers 422 with the field errors", async () => {
    const bad = await create({ code: "bad code!", value: 150, ends_at: "2019-01-01T00:00:00.000Z" });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      code: PROMO_MSG.codeFormat,
      value: PROMO_MSG.percentValue,
      ends_at: PROMO_MSG.endsBeforeStart,
    });
    await create({ code: "TWICE" });
    const twice = await create({ code: "twice" });
    expect(twice.status).toBe(422);
    expect(twice.json<{ errors: Record<string, string> }>().errors.code).toBe(PROMO_MSG.codeTaken);
    // Another store's product cannot be in scope.
    const foreign = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", a.tees)
      .executeTakeFirstOrThrow();
    const scope = await create({ code: "SCOPE", applies_to: "products", product_ids: [foreign.id] });
    expect(scope.status).toBe(422);
    expect(scope.json<{ errors: Record<string, string> }>().errors.product_ids).toBe(PROMO_MSG.scopeEmpty);
  });

  it("imports a CSV, all or nothing, and refuses other extensions with the spec's text", async () => {
    const good = [
      "code,kind,value,minimum_order,usage_limit,starts_at,ends_at",
      "CSV5,percentage,5,,,2024-01-01,",
      "CSVFIX,fixed,12.50,50.00,100,2024-01-01,2099-01-01",
    ].join("\n");
    const res = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: a.primary,
      body: csvForm("d.csv", good),
      headers: { "x-website-id": String(a.team) },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2 });
    const fixed = await t.db.kysely
      .selectFrom("discounts")
      .select(["value", "minimum_order", "usage_limit"])
      .where("website_id", "=", a.team)
      .where("code", "=", "CSVFIX")
      .executeTakeFirstOrThrow();
    expect(fixed).toEqual({ value: 1250, minimum_order: 5000, usage_limit: 100 });

    const badRows = ["code,kind,value", "OK1,percentage,5", "CSV5,percentage,5", "X,weird,5"].join("\n");
    const bad = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: a.primary,
      body: csvForm("d.csv", badRows),
      headers: { "x-website-id": String(a.team) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual([
      "rows.3.code",
      "rows.4.kind",
    ]);
    expect(
      await t.db.kysely.selectFrom("discounts").select("id").where("code", "=", "OK1").executeTakeFirst(),
    ).toBeUndefined();

    const xls = await call(t.app, "POST", "/api/upload/discountcsv", {
      token: a.primary,
      body: csvForm("d.xlsx", good),
      headers: { "x-website-id": String(a.team) },
    });
    expect(xls.status).toBe(422);
    expect(xls.json().message).toBe("Please upload file in csv extension.");
  });

  it("refuses without a session, outside the store, and without browse_discounts", async () => {
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "GET", url: `/api/discounts?website_id=${id}` }),
      "browse_discounts",
    );
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "POST", url: "/api/discounts", body: { website_id: id, ...base, code: "GUARD" } }),
      "browse_discounts",
    );
    const d = (await create({ code: "MINE" })).json<{ data: Discount }>().data;
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await call(t.app, method, `/api/discounts/${d.id}`, {
        token: a.owner,
        body: method === "PUT" ? { ...base, code: "MINE" } : undefined,
      });
      expect(res.status).toBe(404);
      // Exactly what a discount that does not exist answers, so ids cannot be probed.
      const missing = await call(t.app, method, `/api/discounts/99999999`, {
        token: a.owner,
        body: method === "PUT" ? { ...base, code: "MINE" } : undefined,
      });
      expect(missing.status).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
    }
  });
});

describe("priceCodes / commitCodes (checkout)", () => {
  const items = () => [
    { product_id: productIds[0]!, category_ids: [], unit_price: 2000, quantity: 2 },
    { product_id: productIds[1]!, category_ids: [], unit_price: 1001, quantity: 1 },
  ];
  const order = async () => {
    const row = await t.db.kysely
      .selectFrom("orders")
      .select("id")
      .where("website_id", "=", a.team)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it("prices a percentage code on its scope, rounded to the cent, and counts its use", async () => {
    await create({
      code: "SCOPED15",
      value: 15,
      applies_to: "products",
      product_ids: [productIds[1]],
      usage_limit: 1,
    });
    const priced = await priceCodes(t.db.kysely, { websiteId: a.team, code: " scoped15 ", items: items() });
    // 15 % of 10.01 = 1.5015 -> 1.50
    expect(priced).toMatchObject({ subtotal: 5001, discount: 150, gift_card: 0, total: 4851, error: null });
    const orderId = await order();
    await t.db.kysely.transaction().execute((trx) => commitCodes(trx, priced, orderId));
    const again = await priceCodes(t.db.kysely, { websiteId: a.team, code: "SCOPED15", items: items() });
    expect(again).toMatchObject({ discount: 0, total: 5001, error: PROMO_MSG.usedUp });
    // A second commit of the same pricing loses the race for the last use.
    await expect(
      t.db.kysely.transaction().execute((trx) => commitCodes(trx, priced, orderId)),
    ).rejects.toThrow(PROMO_MSG.codeChanged);
  });

  it("applies the minimum order and the window", async () => {
    await create({ code: "BIGSPEND", kind: "fixed", value: 1000, minimum_order: 10000 });
    expect(
      (await priceCodes(t.db.kysely, { websiteId: a.team, code: "bigspend", items: items() })).error,
    ).toBe(PROMO_MSG.minimumNotMet(10000));
    await create({ code: "LATER", starts_at: "2099-01-01T00:00:00.000Z" });
    expect((await priceCodes(t.db.kysely, { websiteId: a.team, code: "LATER", items: items() })).error).toBe(
      PROMO_MSG.notStarted,
    );
    expect((await priceCodes(t.db.kysely, { websiteId: a.team, code: "NOPE", items: items() })).error).toBe(
      PROMO_MSG.notFound,
    );
    expect(await priceCodes(t.db.kysely, { websiteId: a.team, code: "", items: items() })).toMatchObject({
      total: 5001,
      error: null,
      applied: [],
    });
  });

  it("pays with a gift card up to its balance and records the redemption", async () => {
    const res = await call(t.app, "POST", "/api/gift-cards", {
      token: a.primary,
      body: { website_id: a.team, initial_value: 3000 },
    });
    const card = res.json<{ data: { id: number; code: string }[] }>().data[0]!;
    const spaced = `${card.code.slice(0, 4)}-${card.code.slice(4)}`.toLowerCase();
    const priced = await priceCodes(t.db.kysely, { websiteId: a.team, code: spaced, items: items() });
    expect(priced).toMatchObject({ gift_card: 3000, total: 2001, error: null });
    const orderId = await order();
    await t.db.kysely.transaction().execute((trx) => commitCodes(trx, priced, orderId));
    const after = await priceCodes(t.db.kysely, { websiteId: a.team, code: card.code, items: items() });
    expect(after.error).toBe(PROMO_MSG.giftCardEmpty);
    const detail = await call(t.app, "GET", `/api/gift-cards/${card.id}`, { token: a.primary });
    expect(
      detail.json<{ balance: number; transactions: { kind: string; order_id: number | null }[] }>(),
    ).toMatchObject({
      balance: 0,
      transactions: [{ kind: "redeem", order_id: orderId }, { kind: "issue" }],
    });
  });
});
