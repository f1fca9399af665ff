import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMO_MSG } from "../../domain/discounts.js";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { invalidateStorefront } from "../../server/storefront/cache.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import {
  GOOD_CARD,
  buyable,
  connectSandboxCard,
  cookieOf,
  newCheckoutId,
  storefrontCheckout,
  type Buyable,
} from "./checkout-helpers.js";

/**
 * Discount codes and promotions are a plan feature on the storefront too: a store whose plan
 * has "discounts" honours its codes and shows its promotions; moved to Free, the same code is
 * refused as an unknown one would be (cart, checkout page and order agree on the full price) and
 * its promotions are neither shown nor applied. Gift cards already sold stay redeemable.
 */
let t: TestApp;
let tees: number;
let owner: string;
let product: Buyable;
let quantity: number;
let subtotal: number;
let cookie: string;

const CODE = "PLAN10";
const STORE = "/store/oscars-tees";

/** Moves the demo store to a plan as a paid (or ended) subscription does, and tells the storefront. */
async function onPlan(plan: "starter" | "free"): Promise<void> {
  await putStoreOnPlan(t.db, tees, plan);
  await invalidateStorefront(t.app.ctx.events, tees);
}

interface QuoteBody {
  codes: { code: string; kind: string; amount: number }[];
  rejected: { code: string; error: string }[];
  subtotal: number;
  discount: number;
  total: number;
  charge: number;
}

const items = () => [{ product_id: product.product_id, variant_id: product.variant_id, quantity }];

async function applyQuote(code: string): Promise<QuoteBody> {
  const res = await storefrontCheckout(t, { action: "apply", code, items: items() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<QuoteBody>();
}

/** The checkout page after the buyer typed the code and pressed Apply (plain form, cart cookie). */
async function checkoutPageWith(code: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `${STORE}/checkout`,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    payload: new URLSearchParams({ checkout_id: newCheckoutId(), action: "apply", code }).toString(),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
}

async function page(path: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `${STORE}${path}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  owner = await login(t.app, "owner@example.com");
  product = (await buyable(t, tees))[0]!;
  quantity = Math.max(2, product.min_quantity);
  subtotal = product.price * quantity;
  await connectSandboxCard(t, tees, "owner@example.com");
  await onPlan("starter");
  const created = await call(t.app, "POST", "/api/discounts", {
    token: owner,
    body: {
      website_id: tees,
      code: CODE,
      kind: "percentage",
      value: 10,
      starts_at: "2020-01-01T00:00:00.000Z",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  for (const body of [
    { title: "Plan sale week", kind: "announcement", text: "ten off everything" },
    { title: "Plan banner deal", kind: "banner" },
  ]) {
    const res = await call(t.app, "POST", `/api/content/${tees}/promotions`, { token: owner, body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
  const added = await t.app.inject({
    method: "POST",
    url: "/api/products/add/to/cart",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      website_id: String(tees),
      product_id: String(product.product_id),
      variant_id: product.variant_id,
      quantity: String(quantity),
    }).toString(),
  });
  expect(added.statusCode).toBe(303);
  cookie = cookieOf(added.headers["set-cookie"]);
});
afterAll(async () => {
  await t.close();
});

describe("a store on a plan with discounts", () => {
  it("applies its code in the quote, on the checkout page and in the order, and shows its promotions", async () => {
    await onPlan("starter");
    const quote = await applyQuote(CODE.toLowerCase());
    expect(quote.rejected).toEqual([]);
    expect(quote.discount).toBeGreaterThan(0);
    expect(quote.total).toBe(subtotal - quote.discount);

    const html = await checkoutPageWith(CODE);
    expect(html).not.toContain(escapeHtml(PROMO_MSG.notFound));
    expect(html).toContain(`value="${CODE}"`);

    const paid = await storefrontCheckout(t, { code: CODE, items: items(), card_number: GOOD_CARD });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.json<{ discount: number; price: number }>()).toMatchObject({
      discount: quote.discount,
      price: quote.total,
    });

    const home = await page("");
    expect(home).toContain("Plan sale week");
    expect(home).toContain("Plan banner deal");
    expect(await page("/cart")).toContain("Plan sale week");
  });
});

describe("the same store moved to Free", () => {
  it("refuses the code as an unknown one: the quote, the checkout page and the order are the full price", async () => {
    await onPlan("free");
    const quote = await applyQuote(CODE);
    expect(quote.codes).toEqual([]);
    expect(quote.rejected).toEqual([{ code: CODE, error: PROMO_MSG.notFound }]);
    expect(quote.discount).toBe(0);
    expect(quote.total).toBe(subtotal);
    expect(quote.charge).toBe(subtotal);

    const html = await checkoutPageWith(CODE);
    expect(html).toContain(escapeHtml(PROMO_MSG.notFound));

    const refused = await storefrontCheckout(t, { code: CODE, items: items(), card_number: GOOD_CARD });
    expect(refused.status).toBe(422);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ code: PROMO_MSG.notFound });

    const paid = await storefrontCheckout(t, { items: items(), card_number: GOOD_CARD });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.json<{ discount: number; price: number }>()).toMatchObject({ discount: 0, price: subtotal });
  });

  it("neither shows nor applies its promotions", async () => {
    await onPlan("free");
    for (const path of ["", "/cart", `/products/${product.slug}`]) {
      const html = await page(path);
      expect(html).not.toContain("Plan sale week");
      expect(html).not.toContain("Plan banner deal");
    }
  });

  it("keeps gift cards already sold redeemable", async () => {
    await onPlan("free");
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto("gift_cards")
      .values({
        website_id: tees,
        code: "PLANGIFTCARD0001",
        initial_value: 500,
        balance: 500,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const quote = await applyQuote("PLANGIFTCARD0001");
    expect(quote.rejected).toEqual([]);
    expect(quote.codes).toEqual([{ code: "PLANGIFTCARD0001", kind: "gift_card", amount: 500 }]);
    expect(quote.charge).toBe(subtotal - 500);
  });
});
