import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import {
  BUYER,
  GOOD_CARD,
  buyable,
  connectSandboxCard,
  newCheckoutId,
  storefrontCheckout,
  type Buyable,
} from "./checkout-helpers.js";

let t: TestApp;
let tees: number;
let product: Buyable;

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  product = (await buyable(t, tees))[0]!;
  await connectSandboxCard(t, tees, "owner@example.com");
  // A store honours discount codes only while its plan includes discounts.
  await putStoreOnPlan(t.db, tees, "starter");
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto("discounts")
    .values({
      website_id: tees,
      code: "APPLY10",
      kind: "percentage",
      value: 10,
      starts_at: "2020-01-01T00:00:00.000Z",
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const count = async (table: "orders" | "sandbox_charges" | "hosted_checkouts") => {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    orders: await count("orders"),
    charges: await count("sandbox_charges"),
    pending: await count("hosted_checkouts"),
  };
}

interface QuoteBody {
  id?: number;
  items: { product_id: number; quantity: number; unit_price: number }[];
  codes: { code: string; kind: string; amount: number }[];
  rejected: { code: string; error: string }[];
  subtotal: number;
  discount: number;
  total: number;
  charge: number;
}

describe("JSON checkout with action apply", () => {
  it("returns the quote with a valid card and payment token in the body, and charges nothing", async () => {
    const before = await counts();
    const quantity = Math.max(2, product.min_quantity);
    const res = await storefrontCheckout(t, {
      action: "apply",
      code: "apply10",
      items: [{ product_id: product.product_id, variant_id: product.variant_id, quantity }],
      card_number: GOOD_CARD,
      payment_token: "pm_card_visa",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = res.json<QuoteBody>();
    expect(quote.id).toBeUndefined();
    expect(quote.subtotal).toBe(product.price * quantity);
    expect(quote.codes.map((c) => c.code)).toEqual(["APPLY10"]);
    expect(quote.discount).toBeGreaterThan(0);
    expect(quote.total).toBe(quote.subtotal - quote.discount);
    expect(quote.charge).toBe(quote.total);
    // No order, no sandbox charge, no pending checkout.
    expect(await counts()).toEqual(before);
  });

  it("prices without a refused code and says why, even before the buyer's details are filled in", async () => {
    const before = await counts();
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
      body: {
        checkout_id: newCheckoutId(),
        action: "apply",
        code: "NOT-A-CODE",
        items: [
          { product_id: product.product_id, variant_id: product.variant_id, quantity: product.min_quantity },
        ],
        card_number: GOOD_CARD,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = res.json<QuoteBody>();
    expect(quote.codes).toEqual([]);
    expect(quote.rejected.map((r) => r.code)).toEqual(["NOT-A-CODE"]);
    expect(quote.rejected[0]!.error).toBeTruthy();
    expect(quote.charge).toBe(product.price * product.min_quantity);
    expect(await counts()).toEqual(before);
  });

  it("still pays with action pay (the default)", async () => {
    const before = await counts();
    const res = await storefrontCheckout(t, {
      ...BUYER,
      items: [
        { product_id: product.product_id, variant_id: product.variant_id, quantity: product.min_quantity },
      ],
      card_number: GOOD_CARD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = await counts();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.charges).toBe(before.charges + 1);
  });
});
