import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../domain/messages.js";
import { escapeHtml } from "../../server/services/sanitize/entities.js";
import { fakeStripe, type FakeStripe } from "../helpers/fake-stripe.js";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { BUYER, buyable, cookieOf, type Buyable } from "./checkout-helpers.js";

const SECRET_KEY = "sk_test_fake_secret";
const WEBHOOK_SECRET = "whsec_test_fake";
const signer = new Stripe("sk_test_signer");

let t: TestApp;
let stripe: FakeStripe;
let tees: number;
let products: Buyable[];

const formBody = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

async function cartWith(p: Buyable, quantity: number): Promise<string> {
  const res = await call(t.app, "POST", "/api/products/add/to/cart", {
    body: { website_id: tees, product_id: p.product_id, variant_id: p.variant_id, quantity },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cookieOf(res.headers["set-cookie"]);
}

/** The buyer presses Pay on the HTML checkout form. */
function pay(cookie: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/storefront/oscars-tees/checkout",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    payload: formBody({
      checkout_id: `co-${Math.random().toString(36).slice(2, 12)}`,
      action: "pay",
      ...BUYER,
      ...extra,
    }),
  });
}

function sessionOf(location: string | undefined): string {
  const id = /\/c\/pay\/(cs_test_\d+)$/.exec(location ?? "")?.[1];
  expect(id, location).toBeDefined();
  return id!;
}

function returnFrom(sessionId: string, cookie: string) {
  return t.app.inject({
    method: "GET",
    url: `/store/oscars-tees/checkout/return?session_id=${sessionId}`,
    headers: { cookie },
  });
}

function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined
        ? {
            "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          }
        : signature
          ? { "stripe-signature": signature }
          : {}),
    },
    payload,
  });
}

function completedEvent(sessionId: string): string {
  return JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: sessionId, object: "checkout.session" } },
  });
}

async function ordersOfCharge(chargeId: string) {
  return t.db.kysely.selectFrom("orders").selectAll().where("charge_id", "=", chargeId).execute();
}

async function orderCount(): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  // Session urls point where nothing listens: these tests drive the payment themselves (stripe.pay).
  stripe = await fakeStripe({ secretKey: SECRET_KEY, pagesOrigin: "https://checkout.stripe.example" });
  process.env.STRIPE_SECRET_KEY = SECRET_KEY;
  process.env.STRIPE_API_BASE = stripe.base;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  try {
    t = await createTestApp();
  } finally {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_WEBHOOK_SECRET;
  }
  tees = await storeId(t.db, "Oscar's Tees");
  products = await buyable(t, tees);
  expect(products.length).toBeGreaterThanOrEqual(2);
  // The store's connected Stripe Express account (onboarding is covered by payments.test.ts).
  const now = new Date().toISOString();
  await t.db.kysely.deleteFrom("payment_accounts").where("website_id", "=", tees).execute();
  await t.db.kysely
    .insertInto("payment_accounts")
    .values({
      website_id: tees,
      kind: "card",
      provider: "stripe",
      external_id: "acct_store_tees",
      status: "connected",
      is_second: 0,
      charges_enabled: 1,
      details_submitted: 1,
      connected_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("storefront checkout through Stripe Checkout", () => {
  it("shows no card or token field: Pay goes to Stripe's page", async () => {
    const cookie = await cartWith(products[0]!, Math.max(1, products[0]!.min_quantity));
    const res = await t.app.inject({
      method: "GET",
      url: "/store/oscars-tees/checkout",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.payOnProvider));
    expect(res.body).not.toContain('name="payment_token"');
    expect(res.body).not.toContain('name="card_number"');
    // Browsers apply form-action to the redirect that answers Pay: Stripe's origin must be allowed.
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/form-action 'self' https:\/\/checkout\.stripe\.com/);
    const home = await t.app.inject({ method: "GET", url: "/store/oscars-tees" });
    expect(String(home.headers["content-security-policy"])).toContain("form-action 'self';");
  });

  it("redirects Pay to the session's url; the return with a paid session places one order with the right split", async () => {
    const p = products[0]!;
    const qty = Math.max(2, p.min_quantity);
    const cookie = await cartWith(p, qty);
    const before = await orderCount();
    const res = await pay(cookie);
    expect(res.statusCode, res.body).toBe(303);
    const sessionId = sessionOf(res.headers.location);
    expect(res.headers.location).toBe(`https://checkout.stripe.example/c/pay/${sessionId}`);
    // Nothing is ordered, and the cart is kept, until Stripe says the buyer paid; the browser
    // keeps the pending checkout's reference for the way back from Cancel.
    const setCookie = [res.headers["set-cookie"] ?? []].flat().map(String);
    expect(setCookie.filter((c) => c.startsWith(`cart_${tees}=`))).toEqual([]);
    expect(setCookie.filter((c) => c.startsWith(`checkout_${tees}=hc_`))).toHaveLength(1);
    expect(await orderCount()).toBe(before);

    const asked = stripe.created.get(sessionId)!;
    expect(asked.get("mode")).toBe("payment");
    expect(asked.get("line_items[0][price_data][unit_amount]")).toBe(String(p.price * qty));
    expect(asked.get("line_items[0][price_data][product_data][name]")).toBe("Order at Oscar's Tees");
    expect(asked.get("line_items[0][quantity]")).toBe("1");
    expect(asked.get("payment_intent_data[transfer_data][destination]")).toBe("acct_store_tees");
    expect(asked.get("customer_email")).toBe(BUYER.email);
    expect(asked.get("success_url")).toBe(
      `${t.config.publicUrl}/store/oscars-tees/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    );
    const pending = await t.db.kysely
      .selectFrom("hosted_checkouts")
      .selectAll()
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(asked.get("cancel_url")).toBe(
      `${t.config.publicUrl}/store/oscars-tees/checkout?canceled=1&ref=${pending.reference}`,
    );
    expect([pending.status, pending.amount, pending.website_id]).toEqual(["open", p.price * qty, tees]);
    expect(asked.get("client_reference_id")).toBe(pending.reference);

    stripe.pay(sessionId);
    const back = await returnFrom(sessionId, cookie);
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toMatch(/^\/store\/oscars-tees\/thank-you\?order=\d+&sig=/);
    const [order, ...more] = await ordersOfCharge(`pi_${sessionId}`);
    expect(more).toEqual([]);
    expect(order).toBeDefined();
    expect(back.headers.location).toContain(`order=${order!.id}&`);
    expect(order!.payment_provider).toBe("stripe");
    expect(order!.price).toBe(p.price * qty);
    expect(order!.platform_fee + order!.profit + order!.supplier_cost).toBe(order!.price);
    // The platform keeps what pays the supplier and itself; the owner's account gets the profit.
    expect(asked.get("payment_intent_data[application_fee_amount]")).toBe(
      String(order!.platform_fee + order!.supplier_cost),
    );
    const payment = await t.db.kysely
      .selectFrom("payments")
      .selectAll()
      .where("order_id", "=", order!.id)
      .executeTakeFirstOrThrow();
    expect([payment.amount_for_vi, payment.amount_for_website]).toEqual([order!.platform_fee, order!.profit]);
    // The cart is emptied once the order exists.
    const cleared = cookieOf(back.headers["set-cookie"]);
    const cart = await call(t.app, "GET", "/api/storefront/oscars-tees/cart", {
      headers: { cookie: cleared },
    });
    expect(cart.json<{ items: unknown[] }>().items).toEqual([]);
    const thanks = await t.app.inject({ method: "GET", url: back.headers.location! });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(escapeHtml(ORDER_MSG.orderPlaced(order!.id)));

    // A second return (reload, back button) and Stripe's webhook find the same order.
    const again = await returnFrom(sessionId, cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(back.headers.location);
    const hook = await webhook(completedEvent(sessionId));
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json()).toEqual({ received: true, order_id: order!.id });
    expect(await ordersOfCharge(`pi_${sessionId}`)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it("keeps a discount exact to the cent in the one Stripe line", async () => {
    const p = products[1]!;
    const now = new Date().toISOString();
    // A store honours discount codes only while its plan includes discounts.
    await putStoreOnPlan(t.db, tees, "starter");
    await t.db.kysely
      .insertInto("discounts")
      .values({
        website_id: tees,
        code: "STRIPE7",
        kind: "percentage",
        value: 7,
        starts_at: "2020-01-01T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const qty = Math.max(3, p.min_quantity);
    const cookie = await cartWith(p, qty);
    const res = await pay(cookie, { code: "stripe7" });
    expect(res.statusCode, res.body).toBe(303);
    const sessionId = sessionOf(res.headers.location);
    stripe.pay(sessionId);
    expect((await returnFrom(sessionId, cookie)).statusCode).toBe(303);
    const [order] = await ordersOfCharge(`pi_${sessionId}`);
    expect(order!.discount).toBeGreaterThan(0);
    expect(order!.price).toBe(p.price * qty - order!.discount);
    expect(stripe.created.get(sessionId)!.get("line_items[0][price_data][unit_amount]")).toBe(
      String(order!.price),
    );
  });

  it("refuses an unpaid session with a clear message and keeps the cart; Cancel returns to the checkout", async () => {
    const p = products[0]!;
    const cookie = await cartWith(p, Math.max(1, p.min_quantity));
    const sessionId = sessionOf((await pay(cookie)).headers.location);
    const before = await orderCount();
    const back = await returnFrom(sessionId, cookie);
    expect(back.statusCode).toBe(409);
    expect(back.headers["content-type"]).toContain("text/html");
    expect(back.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.notPaid));
    // The form is filled in again with what the buyer entered.
    expect(back.body).toContain(`value="${escapeHtml(BUYER.street)}"`);
    expect(back.headers["set-cookie"]).toBeUndefined();
    expect(await orderCount()).toBe(before);
    const hook = await webhook(completedEvent(sessionId));
    expect(hook.json()).toEqual({ received: true, order_id: null });
    expect(await orderCount()).toBe(before);

    const cancel = await t.app.inject({
      method: "GET",
      url: "/store/oscars-tees/checkout?canceled=1",
      headers: { cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.canceled));
    const cart = await call(t.app, "GET", "/api/storefront/oscars-tees/cart", { headers: { cookie } });
    expect(cart.json<{ items: { product_id: number }[] }>().items.map((i) => i.product_id)).toEqual([
      p.product_id,
    ]);
  });

  it("places the order from the webhook first; the buyer's return then shows it", async () => {
    const p = products[0]!;
    const cookie = await cartWith(p, Math.max(1, p.min_quantity));
    const sessionId = sessionOf((await pay(cookie)).headers.location);
    stripe.pay(sessionId);
    const [hook, hookAgain] = await Promise.all([
      webhook(completedEvent(sessionId)),
      webhook(completedEvent(sessionId)),
    ]);
    expect(hook.statusCode, hook.body).toBe(200);
    const orderId = hook.json<{ order_id: number }>().order_id;
    expect(orderId).toBeGreaterThan(0);
    expect(hookAgain.json<{ order_id: number }>().order_id).toBe(orderId);
    const back = await returnFrom(sessionId, cookie);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`order=${orderId}&`);
    expect(await ordersOfCharge(`pi_${sessionId}`)).toHaveLength(1);
  });

  it("refunds a payment whose prices changed while the buyer paid, once, and places nothing", async () => {
    const p = products[0]!;
    const cookie = await cartWith(p, Math.max(1, p.min_quantity));
    const sessionId = sessionOf((await pay(cookie)).headers.location);
    stripe.pay(sessionId);
    const before = await orderCount();
    await t.db.kysely
      .updateTable("product_variants")
      .set({ price: p.price + 100 })
      .where("id", "=", p.variant_id)
      .execute();
    try {
      const back = await returnFrom(sessionId, cookie);
      expect(back.statusCode).toBe(409);
      expect(back.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.refunded));
      const again = await returnFrom(sessionId, cookie);
      expect(again.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.refunded));
      expect(stripe.refunds.map((r) => r.get("payment_intent"))).toEqual([`pi_${sessionId}`]);
      expect(await orderCount()).toBe(before);
    } finally {
      await t.db.kysely
        .updateTable("product_variants")
        .set({ price: p.price })
        .where("id", "=", p.variant_id)
        .execute();
    }
  });

  it("answers a JSON client with the payment page's url", async () => {
    const p = products[0]!;
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
      body: {
        checkout_id: "co-json-00001",
        ...BUYER,
        items: [
          { product_id: p.product_id, variant_id: p.variant_id, quantity: Math.max(1, p.min_quantity) },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.json<{ payment_url: string }>().payment_url).toMatch(
      /^https:\/\/checkout\.stripe\.example\/c\/pay\/cs_test_\d+$/,
    );
  });

  it("answers 422 with field errors for a bad checkout form and creates no session", async () => {
    const sessions = stripe.sessions.size;
    const res = await call(t.app, "POST", "/api/storefront/oscars-tees/checkout", {
      body: { checkout_id: "co-json-00002", name: "", email: "nope", items: [] },
    });
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors.email).toBe(ORDER_MSG.emailInvalid);
    expect(stripe.sessions.size).toBe(sessions);
  });

  it("404s a return for an unknown session or one of another store", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/store/oscars-tees/checkout/return?session_id=cs_test_nope",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(HOSTED_CHECKOUT_MSG.notFound);
    const p = products[0]!;
    const sessionId = sessionOf((await pay(await cartWith(p, Math.max(1, p.min_quantity)))).headers.location);
    const team = await t.db.kysely
      .selectFrom("websites")
      .select("link")
      .where("is_launched", "=", 1)
      .where("id", "!=", tees)
      .executeTakeFirst();
    if (team) {
      const foreign = await t.app.inject({
        method: "GET",
        url: `/store/${team.link}/checkout/return?session_id=${sessionId}`,
      });
      expect(foreign.statusCode).toBe(404);
    }
    const missing = await t.app.inject({ method: "GET", url: "/store/oscars-tees/checkout/return" });
    expect(missing.statusCode).toBe(400);
  });

  it("refuses a webhook without a valid signature (400)", async () => {
    const payload = completedEvent("cs_test_1");
    expect((await webhook(payload, "")).statusCode).toBe(400);
    const forged = await webhook(payload, "t=1,v1=deadbeef");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(HOSTED_CHECKOUT_MSG.signature);
    const other = await webhook(
      JSON.stringify({
        id: "evt_x",
        object: "event",
        type: "charge.refunded",
        data: { object: { id: "ch_1" } },
      }),
    );
    expect(other.json()).toEqual({ received: true, order_id: null });
  });

  it("lists the new routes in the OpenAPI document", async () => {
    const doc = await call(t.app, "GET", "/api/docs/openapi.json");
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain("/api/payments/stripe/webhook");
    expect(paths).toContain("/store/{link}/checkout/return");
  });
});

describe("codes, Cancel and stale checkouts with Stripe Checkout", () => {
  let cardSeq = 0;
  /** A gift card of the store, as the back office issues it (code: 16 letters and digits). */
  async function giftCard(value: number): Promise<{ id: number; code: string }> {
    const code = `STRIPEGC${String(++cardSeq).padStart(8, "0")}`;
    const now = new Date().toISOString();
    const row = await t.db.kysely
      .insertInto("gift_cards")
      .values({
        website_id: tees,
        code,
        initial_value: value,
        balance: value,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  }
  const balanceOf = async (id: number) =>
    (
      await t.db.kysely
        .selectFrom("gift_cards")
        .select("balance")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).balance;
  const pendingCookie = (res: { headers: Record<string, unknown> }) =>
    [res.headers["set-cookie"] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`checkout_${tees}=`))
      ?.split(";")[0] ?? "";

  it("charges Stripe what the discount and the gift cards leave; the pending checkout keeps every code and the return redeems them all", async () => {
    const now = new Date().toISOString();
    // A store honours discount codes only while its plan includes discounts.
    await putStoreOnPlan(t.db, tees, "starter");
    await t.db.kysely
      .insertInto("discounts")
      .values({
        website_id: tees,
        code: "HOSTED20",
        kind: "percentage",
        value: 20,
        starts_at: "2020-01-01T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const p = products[1]!;
    const qty = Math.max(3, p.min_quantity);
    const subtotal = p.price * qty;
    const off = Math.round(subtotal * 0.2);
    const [first, second] = [await giftCard(300), await giftCard(200)];
    const cookie = await cartWith(p, qty);
    const res = await pay(cookie, { codes: `${first.code},hosted20`, code: second.code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(303);
    const sessionId = sessionOf(res.headers.location);
    const charge = subtotal - off - 500;
    expect(stripe.created.get(sessionId)!.get("line_items[0][price_data][unit_amount]")).toBe(String(charge));
    const pending = await t.db.kysely
      .selectFrom("hosted_checkouts")
      .select(["codes", "amount", "total"])
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(typeof pending.codes === "string" ? JSON.parse(pending.codes) : pending.codes).toEqual([
      first.code,
      "hosted20",
      second.code.toLowerCase(),
    ]);
    expect([pending.amount, pending.total]).toEqual([charge, subtotal - off]);

    stripe.pay(sessionId);
    expect((await returnFrom(sessionId, cookie)).statusCode).toBe(303);
    const [order] = await ordersOfCharge(`pi_${sessionId}`);
    expect([order!.discount, order!.gift_card, order!.price]).toEqual([off, 500, subtotal - off]);
    expect(order!.platform_fee + order!.profit + order!.supplier_cost).toBe(order!.price);
    expect(order!.code).toBe(`HOSTED20, ${first.code}, ${second.code}`);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([0, 0]);
    const uses = await t.db.kysely
      .selectFrom("gift_card_transactions")
      .select(["gift_card_id", "amount"])
      .where("order_id", "=", order!.id)
      .orderBy("id")
      .execute();
    expect(uses).toEqual([
      { gift_card_id: first.id, amount: -300 },
      { gift_card_id: second.id, amount: -200 },
    ]);
    const redeemed = await t.db.kysely
      .selectFrom("discount_redemptions")
      .select("amount")
      .where("order_id", "=", order!.id)
      .execute();
    expect(redeemed).toEqual([{ amount: off }]);
  });

  it("places the order without Stripe when gift cards pay it all", async () => {
    const p = products[0]!;
    const qty = Math.max(1, p.min_quantity);
    const card = await giftCard(p.price * qty + 50);
    const sessions = stripe.sessions.size;
    const res = await pay(await cartWith(p, qty), { code: card.code });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(/^\/store\/oscars-tees\/thank-you\?order=\d+&sig=/);
    expect(stripe.sessions.size).toBe(sessions);
    expect(await balanceOf(card.id)).toBe(50);
  });

  it("refills the form after Cancel from the pending checkout, only for the browser that opened it", async () => {
    const p = products[0]!;
    const card = await giftCard(100);
    const cookie = await cartWith(p, Math.max(1, p.min_quantity));
    const res = await pay(cookie, { phone: "555-0101", state: "IL", code: card.code });
    expect(res.statusCode, res.body).toBe(303);
    const sessionId = sessionOf(res.headers.location);
    const cancelUrl = new URL(stripe.created.get(sessionId)!.get("cancel_url")!);
    const ref = cancelUrl.searchParams.get("ref")!;
    expect(ref).toMatch(/^hc_/);
    const held = pendingCookie(res);
    expect(held).toBe(`checkout_${tees}=${ref}`);
    const open = (cookies: string) =>
      t.app.inject({
        method: "GET",
        url: `${cancelUrl.pathname}${cancelUrl.search}`,
        headers: { cookie: cookies },
      });

    const back = await open(`${cookie}; ${held}`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.canceled));
    for (const value of [BUYER.name, BUYER.email, BUYER.street, BUYER.city, BUYER.postal, "555-0101", "IL"])
      expect(back.body).toContain(`value="${escapeHtml(value)}"`);
    expect(back.body).toContain(`name="codes" value="${card.code}"`);

    // The same link without that cookie (shared, logged, guessed) shows none of the buyer's details.
    for (const other of [cookie, `${cookie}; checkout_${tees}=hc_someoneelse000`]) {
      const stranger = await open(other);
      expect(stranger.statusCode).toBe(200);
      expect(stranger.body).toContain(escapeHtml(HOSTED_CHECKOUT_MSG.canceled));
      expect(stranger.body).not.toContain(escapeHtml(BUYER.street));
      expect(stranger.body).not.toContain(BUYER.email);
      expect(stranger.body).not.toContain(card.code);
    }
    const guessed = await open(`${cookie}; checkout_${tees}=hc_guessed0000000`);
    expect(guessed.body).not.toContain(escapeHtml(BUYER.street));
    const malformed = await t.app.inject({
      method: "GET",
      url: "/store/oscars-tees/checkout?canceled=1&ref=%3Cscript%3E",
      headers: { cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("expires pending checkouts older than a day when a new one opens (a late paid one still becomes its order) and deletes long-expired ones", async () => {
    const p = products[0]!;
    const open = async () => {
      const res = await pay(await cartWith(p, Math.max(1, p.min_quantity)));
      expect(res.statusCode, res.body).toBe(303);
      return sessionOf(res.headers.location);
    };
    const [stale, fresh, ancient] = [await open(), await open(), await open()];
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    // created_at is written once by the app; the test moves it back in time directly.
    const age = (sessionId: string, createdAt: string, status = "open") =>
      sql`update hosted_checkouts set created_at = ${createdAt}, status = ${status} where session_id = ${sessionId}`.execute(
        t.db.kysely,
      );
    await age(stale, ago(25));
    await age(fresh, ago(23));
    await age(ancient, ago(24 * 8), "expired");

    await open();
    const rows = await t.db.kysely
      .selectFrom("hosted_checkouts")
      .select(["session_id", "status"])
      .where("session_id", "in", [stale, fresh, ancient])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.session_id, r.status]))).toEqual({
      [stale]: "expired",
      [fresh]: "open",
    });
    expect(
      Number(
        (
          await t.db.kysely
            .selectFrom("hosted_checkouts")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("status", "=", "open")
            .where("created_at", "<", ago(24))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);

    // The sweep reads the (status, created_at) index, not every checkout ever opened.
    if (t.dialect === "sqlite") {
      const plan = await sql<{
        detail: string;
      }>`explain query plan update hosted_checkouts set status = 'expired' where status = 'open' and created_at < ${ago(24)}`.execute(
        t.db.kysely,
      );
      expect(plan.rows.map((r) => r.detail).join(" ")).toContain("hosted_checkouts_status_created_idx");
    }

    // Paid just before Stripe expired it, with the webhook late: the payment still places the order.
    stripe.pay(stale);
    const hook = await webhook(completedEvent(stale));
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json<{ order_id: number | null }>().order_id).toBeGreaterThan(0);
    expect(await ordersOfCharge(`pi_${stale}`)).toHaveLength(1);
  });
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
  it("answers the webhook 404", async () => {
    const res = await webhook(completedEvent("cs_test_1"));
    // The app above has the secret; a second app without it refuses the route.
    expect(res.statusCode).not.toBe(404);
    const plain = await createTestApp();
    try {
      const off = await plain.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
        payload: "{}",
      });
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe(HOSTED_CHECKOUT_MSG.webhookOff);
    } finally {
      await plain.close();
    }
  });
});
