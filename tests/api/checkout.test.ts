import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MSG } from "../../domain/messages.js";
import { minimumPrice } from "../../domain/pricing.js";
import { readProductData } from "../../server/services/products/data.js";
import { productPricingInput } from "../../server/services/products/minimum-price.js";
import { SANDBOX_DECLINES } from "../../server/services/payments/sandbox.js";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import {
  BUYER,
  DECLINED_CARD,
  GOOD_CARD,
  buyable,
  connectSandboxCard,
  cookieOf,
  stockOf,
  storefrontCheckout,
  type Buyable,
} from "./checkout-helpers.js";

let t: TestApp;
let tees: number;
let products: Buyable[];

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

const checkout = (body: Record<string, unknown>, cookie?: string) => storefrontCheckout(t, body, cookie);

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  products = await buyable(t, tees);
  expect(products.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

describe("cart", () => {
  it("shows an add-to-cart form with the buyable options on the product page", async () => {
    const p = products[0]!;
    const res = await t.app.inject({ method: "GET", url: `/store/oscars-tees/products/${p.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="/api/products/add/to/cart"');
    expect(res.body).toContain(`value="${p.variant_id}"`);
  });

  it("adds to a signed cookie cart per store and prices it from the database", async () => {
    const p = products[0]!;
    const res = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: { website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = cookieOf(res.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^cart_${tees}=`));
    expect(res.json<{ subtotal: number }>().subtotal).toBe(p.price * 2);
    const again = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: { website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity: 1 },
      headers: { cookie },
    });
    expect(again.json<{ items: { quantity: number }[] }>().items[0]!.quantity).toBe(3);
    // A forged cookie is an empty cart, not someone's lines.
    const forged = cookie.replace(/\.[^.]+$/, ".AAAA");
    const read = await call(t.app, "GET", "/api/storefront/oscars-tees/cart", {
      headers: { cookie: forged },
    });
    expect(read.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it("refuses unknown products, bad quantities and stores that are not open (422/404)", async () => {
    const bad = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: { website_id: tees, product_id: 999_999, quantity: 1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors["items.0"]).toBe(ORDER_MSG.productGone);
    const qty = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: {
        website_id: tees,
        product_id: products[0]!.product_id,
        variant_id: products[0]!.variant_id,
        quantity: 0,
      },
    });
    expect(qty.status).toBe(422);
    expect(qty.json<{ errors: Record<string, string> }>().errors.quantity).toBe(ORDER_MSG.quantity);
    const mugs = await storeId(t.db, "Oscar's Mugs");
    const closed = await call(t.app, "POST", "/api/products/add/to/cart", {
      body: { website_id: mugs, product_id: 1, quantity: 1 },
    });
    expect(closed.status).toBe(404);
  });
});

describe("checkout", () => {
  it("refuses with a clear message while the store has no connected payment account (409)", async () => {
    // The demo seed connects every launched store's card account: take Oscar's Tees' away first.
    await t.db.kysely.deleteFrom("payment_accounts").where("website_id", "=", tees).execute();
    const p = products[0]!;
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: 1 }],
      card_number: GOOD_CARD,
    });
    expect(res.status).toBe(409);
    expect(res.json().message).toBe(ORDER_MSG.noPaymentAccount);
  });

  it("answers 422 with field errors for missing buyer details", async () => {
    await connectSandboxCard(t, tees, "owner@example.com");
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
      body: { checkout_id: "co-abcdefgh", name: "", email: "nope", items: [] },
    });
    expect(res.status).toBe(422);
    const errors = res.json<{ errors: Record<string, string> }>().errors;
    expect(errors.name).toBe(ORDER_MSG.nameRequired);
    expect(errors.email).toBe(ORDER_MSG.emailInvalid);
    expect(errors.street).toBe(ORDER_MSG.addressRequired);
  });

  it("declines the sandbox decline card without writing anything", async () => {
    const p = products[0]!;
    const before = await stockOf(t, p.supplier_variant_id);
    const orders = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: 1 }],
      card_number: DECLINED_CARD,
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors.card_number).toBe(SANDBOX_DECLINES.declined);
    expect(await stockOf(t, p.supplier_variant_id)).toBe(before);
    const after = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(orders.n));
  });

  it("places the order: items, exact split, payment row, history, stock, rollup and the owner's notification", async () => {
    const [a, b] = [products[0]!, products[1]!];
    const stockA = await stockOf(t, a.supplier_variant_id);
    const qa = Math.max(2, a.min_quantity);
    const qb = Math.max(1, b.min_quantity);
    const res = await checkout({
      items: [
        { product_id: a.product_id, variant_id: a.variant_id, quantity: qa },
        { product_id: b.product_id, variant_id: b.variant_id, quantity: qb },
      ],
      card_number: GOOD_CARD,
      checkout_id: "co-fixed-0001",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<{ id: number; price: number; charged: number }>();
    const subtotal = a.price * qa + b.price * qb;
    expect(placed.price).toBe(subtotal);
    expect(placed.charged).toBe(subtotal);

    const order = await t.db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect(order.website_id).toBe(tees);
    expect(order.status).toBe("new");
    expect(order.buyer_email).toBe(BUYER.email);
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    expect(order.charge_id).toMatch(/^ch_sandbox_/);
    const items = await t.db.kysely
      .selectFrom("order_items")
      .selectAll()
      .where("order_id", "=", placed.id)
      .execute();
    expect(items.map((i) => i.quantity).sort()).toEqual([qa, qb].sort());
    expect(items.reduce((s, i) => s + i.unit_cost * i.quantity, 0)).toBe(order.supplier_cost);
    expect(items.reduce((s, i) => s + i.unit_platform_fee * i.quantity, 0)).toBe(order.platform_fee);
    // Each piece pays the supplier and the platform exactly its variant's minimum price; the
    // owner keeps what the retail price adds above it (the product editor's "your profit").
    let aboveMinimum = 0;
    for (const item of items) {
      const product = await t.db.kysely
        .selectFrom("products")
        .select(["website_id", "supplier_product_id", "ssm_fees", "data"])
        .where("id", "=", item.product_id!)
        .executeTakeFirstOrThrow();
      const variant = await t.db.kysely
        .selectFrom("product_variants")
        .select("supplier_variant_id")
        .where("id", "=", item.product_variant_id!)
        .executeTakeFirstOrThrow();
      const minimum = minimumPrice(
        await productPricingInput(t.db.kysely, product, [variant], readProductData(product.data)),
      );
      expect(item.unit_cost + item.unit_platform_fee).toBe(minimum);
      aboveMinimum += (item.unit_price - minimum) * item.quantity;
    }
    expect(order.platform_fee).toBeGreaterThan(0);
    expect(order.profit).toBe(aboveMinimum);

    const payment = await t.db.kysely
      .selectFrom("payments")
      .selectAll()
      .where("order_id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect([payment.amount_for_website, payment.amount_for_vi, payment.goes_to]).toEqual([
      order.profit,
      order.platform_fee,
      "website",
    ]);
    const history = await t.db.kysely
      .selectFrom("order_status_history")
      .selectAll()
      .where("order_id", "=", placed.id)
      .execute();
    expect(history.map((h) => h.to_status)).toEqual(["new"]);
    expect(await stockOf(t, a.supplier_variant_id)).toBe(stockA - qa);

    const day = order.created_at.slice(0, 10);
    const stats = await t.db.kysely
      .selectFrom("order_stats_daily")
      .selectAll()
      .where("website_id", "=", tees)
      .where("day", "=", day)
      .where("status", "=", "new")
      .executeTakeFirstOrThrow();
    expect(Number(stats.price)).toBeGreaterThanOrEqual(order.price);

    const owner = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const note = await t.db.kysely
      .selectFrom("notifications")
      .select("content")
      .where("user_id", "=", owner.id)
      .where("type", "=", "order")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note.content).toContain(`#${placed.id}`);

    // The same form sent twice (a double click) is one order and one charge.
    const twice = await checkout({
      items: [
        { product_id: a.product_id, variant_id: a.variant_id, quantity: qa },
        { product_id: b.product_id, variant_id: b.variant_id, quantity: qb },
      ],
      card_number: GOOD_CARD,
      checkout_id: "co-fixed-0001",
    });
    expect(twice.json<{ id: number }>().id).toBe(placed.id);
    expect(await stockOf(t, a.supplier_variant_id)).toBe(stockA - qa);
  });

  it("applies a discount code: the owner's profit carries it and the split stays exact", async () => {
    const p = products[0]!;
    const now = new Date().toISOString();
    // A store honours discount codes only while its plan includes discounts.
    await putStoreOnPlan(t.db, tees, "starter");
    await t.db.kysely
      .insertInto("discounts")
      .values({
        website_id: tees,
        code: "SAVE10",
        kind: "percentage",
        value: 10,
        starts_at: "2020-01-01T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const qty = Math.max(3, p.min_quantity);
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: qty }],
      code: "save10",
      card_number: GOOD_CARD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.json<{ id: number; subtotal: number; discount: number; price: number }>();
    expect(placed.subtotal).toBe(p.price * qty);
    expect(placed.discount).toBeGreaterThan(0);
    expect(placed.price).toBe(placed.subtotal - placed.discount);
    const order = await t.db.kysely
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect(order.code).toBe("SAVE10");
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);

    const wrong = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: qty }],
      code: "NOPE",
      card_number: GOOD_CARD,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json<{ errors: Record<string, string> }>().errors.code).toBeTruthy();
  });

  it("refuses more pieces than the supplier has", async () => {
    const p = products[0]!;
    const stock = await stockOf(t, p.supplier_variant_id);
    const res = await checkout({
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: Math.min(999, stock + 1) }],
      card_number: GOOD_CARD,
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors["items.0"]).toContain("left of");
  });
});

describe("plain HTML forms", () => {
  it("adds to cart, shows the cart and checkout pages, pays and lands on the signed thank-you page", async () => {
    const p = products[1]!;
    const qty = Math.max(1, p.min_quantity);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/products/add/to/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity: qty }),
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/store/oscars-tees/cart");
    const cookie = cookieOf(added.headers["set-cookie"]);

    const cart = await t.app.inject({ method: "GET", url: "/store/oscars-tees/cart", headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers["cache-control"]).toContain("no-store");
    expect(cart.body).toContain('href="/store/oscars-tees/checkout"');

    const page = await t.app.inject({
      method: "GET",
      url: "/store/oscars-tees/checkout",
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    const checkoutId = /name="checkout_id" value="([^"]+)"/.exec(page.body)?.[1];
    expect(checkoutId).toBeTruthy();
    expect(page.body).toContain("4242 4242 4242 4242");

    const missing = await t.app.inject({
      method: "POST",
      url: "/api/storefront/oscars-tees/checkout",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      payload: form({ checkout_id: checkoutId!, ...BUYER, name: "", card_number: GOOD_CARD, action: "pay" }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain(ORDER_MSG.nameRequired);
    expect(missing.body).toContain('value="bea@example.net"');

    const paid = await t.app.inject({
      method: "POST",
      url: "/api/storefront/oscars-tees/checkout",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      payload: form({ checkout_id: checkoutId!, ...BUYER, card_number: GOOD_CARD, action: "pay" }),
    });
    expect(paid.statusCode, paid.body.slice(0, 500)).toBe(303);
    const location = String(paid.headers.location);
    expect(location).toMatch(/^\/store\/oscars-tees\/thank-you\?order=\d+&sig=/);
    expect(String(paid.headers["set-cookie"])).toContain("Max-Age=0");
    const thanks = await t.app.inject({ method: "GET", url: location });
    expect(thanks.statusCode).toBe(200);
    const id = Number(/order=(\d+)/.exec(location)![1]);
    expect(thanks.body).toContain(ORDER_MSG.orderPlaced(id));
    const forged = await t.app.inject({ method: "GET", url: location.replace(/sig=.*/, "sig=forged") });
    expect(forged.statusCode).toBe(404);
  });
});
