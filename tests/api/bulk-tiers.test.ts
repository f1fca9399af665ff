import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, minimumPrice, priceBelowMinimumMessage } from "../../domain/pricing.js";
import { readProductData } from "../../server/services/products/data.js";
import { loadMinimumPriceCents, productPricingInput } from "../../server/services/products/minimum-price.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { buyable, GOOD_CARD, storefrontCheckout, type Buyable } from "./checkout-helpers.js";

/**
 * A product's bulk tiers are what a buyer pays: 10 of a variant with a 10+ tier cost the tier
 * price each in the cart and at checkout, the order's split still adds up to the cent, and the
 * storefront's product page says so. A tier is a retail price: never below the minimum.
 */
let t: TestApp;
let owner: string;
let tees: number;
let p: Buyable;
let tier: number;
let variantMinimum: number;

const saveTiers = (tiers: { quantity: number; price: number }[]) =>
  call(t.app, "POST", `/api/products/${p.product_id}/update`, {
    token: owner,
    headers: { "x-website-id": String(tees) },
    body: { bulk_tiers: tiers },
  });
const addToCart = (quantity: number) =>
  call(t.app, "POST", "/api/products/add/to/cart", {
    body: { website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
  tees = await storeId(t.db, "Oscar's Tees");
  const products = await buyable(t, tees);
  const withRoom = [];
  for (const candidate of products) {
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["website_id", "supplier_product_id", "ssm_fees", "data", "price"])
      .where("id", "=", candidate.product_id)
      .executeTakeFirstOrThrow();
    const minimum = minimumPrice(
      await productPricingInput(
        t.db.kysely,
        product,
        [{ supplier_variant_id: candidate.supplier_variant_id }],
        readProductData(product.data),
      ),
    );
    const productMinimum = await loadMinimumPriceCents(t.db.kysely, candidate.product_id);
    const floor = Math.max(minimum, productMinimum);
    // An option at the product's own price (no colour price), as the product page shows it.
    if (candidate.price !== product.price) continue;
    if (candidate.min_quantity <= 9 && candidate.price - floor >= 300)
      withRoom.push({ candidate, floor, minimum });
  }
  expect(withRoom.length).toBeGreaterThan(0);
  p = withRoom[0]!.candidate;
  variantMinimum = withRoom[0]!.minimum;
  // Halfway between the minimum and the full price, in whole cents.
  tier = withRoom[0]!.floor + Math.floor((p.price - withRoom[0]!.floor) / 2);
});
afterAll(() => t.close());

describe("bulk price tiers", () => {
  it("refuses a tier below the minimum price at save, at the tier's field", async () => {
    const productMinimum = await loadMinimumPriceCents(t.db.kysely, p.product_id);
    const res = await saveTiers([{ quantity: 10, price: productMinimum - 1 }]);
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "bulk_tiers.0.price": priceBelowMinimumMessage(productMinimum),
    });
  });

  it("prices 10 of a variant at the 10+ tier in the cart, 9 at the full price", async () => {
    expect((await saveTiers([{ quantity: 10, price: tier }])).status).toBe(200);
    const nine = await addToCart(9);
    expect(nine.status, JSON.stringify(nine.body)).toBe(200);
    expect(nine.json<{ subtotal: number }>().subtotal).toBe(p.price * 9);
    const ten = await addToCart(10);
    expect(ten.json<{ subtotal: number }>().subtotal).toBe(tier * 10);
  });

  it("charges the tier price at checkout and the split adds up to the cent", async () => {
    const res = await storefrontCheckout(t, {
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: 10 }],
      card_number: GOOD_CARD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<{ id: number; price: number; charged: number }>();
    expect(placed.price).toBe(tier * 10);
    expect(placed.charged).toBe(tier * 10);
    const order = await t.db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    const [item] = await t.db.kysely
      .selectFrom("order_items")
      .selectAll()
      .where("order_id", "=", placed.id)
      .execute();
    expect(item).toMatchObject({ quantity: 10, unit_price: tier });
    expect(item!.unit_cost + item!.unit_platform_fee).toBe(variantMinimum);
    expect(order.profit).toBe((tier - variantMinimum) * 10);
  });

  it("shows the tiers on the storefront's product page", async () => {
    const res = await t.app.inject({ method: "GET", url: `/store/oscars-tees/products/${p.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Buy 10+ for <strong>${formatMoney(tier)}</strong> each`);
  });
});
