import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MSG, PLANS } from "../../domain/plans.js";
import { renewSubscriptions } from "../../server/services/plans/subscriptions.js";
import { fakeStripe, type FakeEvent, type FakeInvoice, type FakeStripe } from "../helpers/fake-stripe.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * A store owner buys, renews, downgrades and cancels a plan with Stripe configured: the official
 * SDK talks to the fake Stripe over HTTP, and Stripe's webhook deliveries are signed as Stripe
 * signs them with the plans endpoint's own secret.
 */
const SECRET_KEY = "sk_test_plans_fake";
const CHECKOUT_WEBHOOK_SECRET = "whsec_checkout_fake";
const PLANS_WEBHOOK_SECRET = "whsec_plans_fake";
const PAGES = "https://checkout.stripe.example";

let t: TestApp;
let stripe: FakeStripe;
let owner: string;
let tees: number;

type Detail = {
  payment: { provider: string; local: boolean };
  subscription: {
    plan: string;
    provider: string;
    current_period_start: string;
    current_period_end: string;
    next_plan: string | null;
  } | null;
  invoices: {
    plan: string;
    amount: number;
    currency: string;
    status: string;
    period_start: string;
    period_end: string;
  }[];
};
type Choice = { status: string; message: string; redirect_url: string | null; website: { plan: string } };

const choose = (plan: string) =>
  call(t.app, "PUT", `/api/update/website/plan/${tees}`, { token: owner, body: { plan } });
const detail = async () =>
  (await call(t.app, "GET", `/api/subscription/websites/${tees}`, { token: owner })).json<Detail>();
const planOfStore = async () =>
  (await t.db.kysely.selectFrom("websites").select("plan").where("id", "=", tees).executeTakeFirstOrThrow())
    .plan;
const discount = (code: string) =>
  call(t.app, "POST", "/api/discounts", {
    token: owner,
    body: { website_id: tees, code, kind: "percentage", value: 10, starts_at: "2020-01-01T00:00:00.000Z" },
  });
const ctx = () => t.app.ctx;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Stripe posts the event to the plans webhook. */
function deliver(event: FakeEvent, signing: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = stripe.signed(event, signing);
  return t.app.inject({
    method: "POST",
    url: "/api/subscription/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

async function delivered(event: FakeEvent): Promise<void> {
  const res = await deliver(event);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
}

/** The owner comes back from Stripe's page (success_url with the session id filled in). */
function returnFrom(sessionId: string) {
  return t.app.inject({ method: "GET", url: `/api/subscription/stripe/return?session_id=${sessionId}` });
}

/** Choose a dearer plan: the answer sends the owner to the session's payment page. */
async function startBuying(plan: "starter" | "pro" | "enterprise"): Promise<string> {
  const res = await choose(plan);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.json<Choice>();
  expect(body).toMatchObject({ status: "redirect", message: PLAN_MSG.payOnProviderPage(PLANS[plan].name) });
  const sessionId = new RegExp(`^${PAGES}/c/pay/(cs_test_\\d+)$`).exec(body.redirect_url ?? "")?.[1];
  expect(sessionId, body.redirect_url ?? "").toBeDefined();
  return sessionId!;
}

const subscriptionOf = (sessionId: string) => stripe.sessions.get(sessionId)!.subscription!;
const firstInvoiceOf = (sessionId: string) => stripe.invoices.get(stripe.sessions.get(sessionId)!.invoice!)!;
const periodOf = (invoice: FakeInvoice) => {
  const period = invoice.lines.data[0]!.period;
  return { start: iso(period.start), end: iso(period.end) };
};
const stripeCalls = (method: string, path: string) =>
  stripe.calls.filter((c) => c.method === method && c.path === path);

beforeAll(async () => {
  stripe = await fakeStripe({
    secretKey: SECRET_KEY,
    pagesOrigin: PAGES,
    webhookSecret: PLANS_WEBHOOK_SECRET,
  });
  process.env.STRIPE_SECRET_KEY = SECRET_KEY;
  process.env.STRIPE_API_BASE = stripe.base;
  process.env.STRIPE_WEBHOOK_SECRET = CHECKOUT_WEBHOOK_SECRET;
  process.env.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET = PLANS_WEBHOOK_SECRET;
  try {
    t = await createTestApp();
  } finally {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET;
  }
  owner = await login(t.app, "owner@example.com");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("a plan bought on Stripe Checkout (subscription mode)", () => {
  it("Choose Starter sends the owner to Stripe's page for a monthly subscription; nothing changes yet", async () => {
    expect((await detail()).payment).toEqual({ provider: "stripe", local: false });
    const sessionId = await startBuying("starter");
    const asked = stripe.created.get(sessionId)!;
    expect(Object.fromEntries(asked)).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": String(PLANS.starter.price),
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Starter plan",
      customer_email: "owner@example.com",
      client_reference_id: String(tees),
      "metadata[website_id]": String(tees),
      "metadata[plan]": "starter",
      "subscription_data[metadata][plan]": "starter",
      success_url: `${t.config.publicUrl}/api/subscription/stripe/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/app/websites/${tees}?tab=subscriptions`,
    });
    expect(stripe.calls.at(-1)!.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(await planOfStore()).toBe("free");
    expect(await detail()).toMatchObject({ subscription: null, invoices: [] });
    expect((await discount("NOTYET")).status).toBe(403);
  });

  it("a payment not completed (cancelled, or a card Stripe's page declines) leaves the store on Free with no invoice", async () => {
    const sessionId = await startBuying("starter");
    // Back from Stripe without paying: the session is asked of Stripe, which says unpaid.
    const back = await returnFrom(sessionId);
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`${t.config.publicUrl}/app/websites/${tees}?tab=subscriptions`);
    // A delivery naming the unpaid session changes nothing: Stripe is asked, not the request.
    const forged: FakeEvent = {
      ...stripe.events.at(-1)!,
      id: "evt_forged",
      type: "checkout.session.completed",
      data: { object: { ...stripe.sessions.get(sessionId)!, payment_status: "paid" } },
    };
    await delivered(forged);
    stripe.expire(sessionId);
    await delivered(stripe.lastEvent("checkout.session.expired", sessionId));
    expect(await planOfStore()).toBe("free");
    expect(await detail()).toMatchObject({ subscription: null, invoices: [] });
  });

  it("paying moves the store to Starter with Stripe's invoice and period; the return and the webhooks count once", async () => {
    const sessionId = await startBuying("starter");
    stripe.pay(sessionId);
    const back = await returnFrom(sessionId);
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`${t.config.publicUrl}/app/websites/${tees}?tab=subscriptions`);
    expect(await planOfStore()).toBe("starter");
    const invoice = firstInvoiceOf(sessionId);
    const period = periodOf(invoice);
    const d = await detail();
    expect(d.subscription).toEqual({
      plan: "starter",
      provider: "stripe",
      current_period_start: period.start,
      current_period_end: period.end,
      next_plan: null,
    });
    expect(d.invoices).toEqual([
      expect.objectContaining({
        plan: "starter",
        amount: PLANS.starter.price,
        currency: "usd",
        status: "paid",
        period_start: period.start,
        period_end: period.end,
      }),
    ]);
    // Stripe's own deliveries of the same payment, in any order and repeated, add nothing.
    await delivered(stripe.lastEvent("checkout.session.completed", sessionId));
    await delivered(stripe.lastEvent("invoice.paid", invoice.id));
    await delivered(stripe.lastEvent("invoice.paid", invoice.id));
    expect((await returnFrom(sessionId)).statusCode).toBe(303);
    expect((await detail()).invoices).toHaveLength(1);
    expect((await discount("STARTER10")).status).toBe(200);
  });

  it("Pro bought while on Starter: the webhook moves the store first, and Starter's subscription ends at Stripe", async () => {
    const starter = await detail();
    const oldSubscription = stripe.sessions.get([...stripe.sessions.keys()].at(-1)!)!.subscription!;
    const sessionId = await startBuying("pro");
    expect(await planOfStore()).toBe("starter");
    stripe.pay(sessionId);
    // Stripe reports the first invoice before the completed session; an invoice of a
    // subscription not yet known is left to the session.
    await delivered(stripe.lastEvent("invoice.paid", firstInvoiceOf(sessionId).id));
    expect(await planOfStore()).toBe("starter");
    await delivered(stripe.lastEvent("checkout.session.completed", sessionId));
    expect(await planOfStore()).toBe("pro");
    expect(stripe.subscriptions.get(oldSubscription)!.status).toBe("canceled");
    expect(stripeCalls("DELETE", `/v1/subscriptions/${oldSubscription}`)).toHaveLength(1);
    // Stripe then reports the old subscription deleted: the store stays on Pro.
    await delivered(stripe.lastEvent("customer.subscription.deleted", oldSubscription));
    const d = await detail();
    expect(await planOfStore()).toBe("pro");
    expect(d.subscription).toMatchObject({ plan: "pro", provider: "stripe", next_plan: null });
    expect(d.invoices.map((i) => [i.plan, i.amount])).toEqual([
      ["pro", PLANS.pro.price],
      ["starter", PLANS.starter.price],
    ]);
    expect(starter.invoices).toHaveLength(1);
    // The owner's return after the webhook finds the same subscription.
    expect((await returnFrom(sessionId)).statusCode).toBe(303);
    expect((await detail()).invoices).toHaveLength(2);
  });

  it("Stripe renews by itself: its paid invoice is recorded once and moves the period on; the renewal job charges nothing", async () => {
    const sub = subscriptionOf([...stripe.sessions.keys()].at(-1)!);
    const before = await detail();
    const end = before.subscription!.current_period_end;
    const callsBefore = stripe.calls.length;
    await renewSubscriptions(ctx(), end);
    expect(stripe.calls.length).toBe(callsBefore);
    expect(await detail()).toEqual(before);

    const invoice = stripe.renew(sub)!;
    const event = stripe.lastEvent("invoice.paid", invoice.id);
    await delivered(event);
    await delivered(event);
    const period = periodOf(invoice);
    expect(period.start).toBe(end);
    const d = await detail();
    expect(d.subscription).toMatchObject({
      plan: "pro",
      current_period_start: period.start,
      current_period_end: period.end,
    });
    expect(d.invoices).toHaveLength(3);
    expect(d.invoices[0]).toMatchObject({
      plan: "pro",
      amount: PLANS.pro.price,
      status: "paid",
      period_start: period.start,
      period_end: period.end,
    });
    expect(await planOfStore()).toBe("pro");
  });

  it("a downgrade is billed at the new price from the next period, without proration; choosing Pro again keeps Pro", async () => {
    const sub = subscriptionOf([...stripe.sessions.keys()].at(-1)!);
    const end = (await detail()).subscription!.current_period_end;
    const res = await choose("starter");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.json<Choice>()).toMatchObject({
      status: "scheduled",
      message: PLAN_MSG.downgradeScheduled("Starter", end.slice(0, 10)),
      website: { plan: "pro" },
    });
    const item = () => stripe.subscriptions.get(sub)!.items.data[0]!;
    const product = item().price.product;
    expect(item().price.unit_amount).toBe(PLANS.starter.price);
    expect(item().price.product).toBe(product);
    const update = new URLSearchParams(stripeCalls("POST", `/v1/subscriptions/${sub}`).at(-1)!.body);
    expect(update.get("proration_behavior")).toBe("none");
    expect(stripe.subscriptions.get(sub)!.cancel_at_period_end).toBe(false);
    expect((await detail()).subscription!.next_plan).toBe("starter");
    expect(await planOfStore()).toBe("pro");

    const resumed = await choose("pro");
    expect(resumed.json<Choice>()).toMatchObject({ status: "scheduled", message: PLAN_MSG.resumed("Pro") });
    expect(item().price.unit_amount).toBe(PLANS.pro.price);
    expect((await detail()).subscription!.next_plan).toBeNull();
    expect((await choose("starter")).status).toBe(200);
  });

  it("at the period end Stripe's invoice at the new price moves the store to Starter even before the renewal job runs", async () => {
    const sub = subscriptionOf([...stripe.sessions.keys()].at(-1)!);
    const end = (await detail()).subscription!.current_period_end;
    // Stripe charges the next period (at Starter's price) and reports it before the job runs.
    const invoice = stripe.renew(sub)!;
    expect(invoice.amount_paid).toBe(PLANS.starter.price);
    await delivered(stripe.lastEvent("invoice.paid", invoice.id));
    expect(await planOfStore()).toBe("starter");
    await renewSubscriptions(ctx(), end);
    expect(await planOfStore()).toBe("starter");
    const d = await detail();
    expect(d.subscription).toMatchObject({ plan: "starter", next_plan: null, current_period_start: end });
    expect(d.invoices[0]).toMatchObject({
      plan: "starter",
      amount: PLANS.starter.price,
      status: "paid",
      period_start: end,
    });
    expect(d.invoices).toHaveLength(4);
  });

  it("a cancellation ends the subscription at Stripe at the period end; the store keeps Starter until then and then is Free", async () => {
    const sub = subscriptionOf([...stripe.sessions.keys()].at(-1)!);
    const end = (await detail()).subscription!.current_period_end;
    const res = await choose("free");
    expect(res.json<Choice>()).toMatchObject({
      status: "scheduled",
      message: PLAN_MSG.cancelScheduled(end.slice(0, 10)),
      website: { plan: "starter" },
    });
    expect(stripe.subscriptions.get(sub)).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(await planOfStore()).toBe("starter");
    expect((await discount("STILLSTARTER")).status).toBe(200);

    // Stripe ends it at the period end instead of charging.
    expect(stripe.renew(sub)).toBeNull();
    await delivered(stripe.lastEvent("customer.subscription.deleted", sub));
    expect(await planOfStore()).toBe("free");
    const d = await detail();
    expect(d.subscription).toBeNull();
    expect(d.invoices).toHaveLength(4);
    expect((await discount("AFTERFREE")).status).toBe(403);
    // The job afterwards finds nothing due and calls Stripe for nothing.
    const callsBefore = stripe.calls.length;
    await renewSubscriptions(ctx(), end);
    expect(stripe.calls.length).toBe(callsBefore);
  });

  it("a subscription Stripe ends for an unpaid renewal moves the store to Free", async () => {
    const sessionId = await startBuying("starter");
    stripe.pay(sessionId);
    await delivered(stripe.lastEvent("checkout.session.completed", sessionId));
    expect(await planOfStore()).toBe("starter");
    // After its retries fail, Stripe cancels the subscription (DELETE from the dashboard does the same).
    const sub = subscriptionOf(sessionId);
    const cancelled = await fetch(`${stripe.base}/v1/subscriptions/${sub}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(cancelled.status).toBe(200);
    await delivered(stripe.lastEvent("customer.subscription.deleted", sub));
    expect(await planOfStore()).toBe("free");
    expect((await detail()).subscription).toBeNull();
  });
});

describe("the return and the webhook at the same moment", () => {
  it("start the subscription once and end the replaced one at Stripe once", async () => {
    const starter = await startBuying("starter");
    stripe.pay(starter);
    expect((await returnFrom(starter)).statusCode).toBe(303);
    const old = subscriptionOf(starter);
    const invoicesBefore = (await detail()).invoices.length;

    const pro = await startBuying("pro");
    stripe.pay(pro);
    const [back, hook] = await Promise.all([
      returnFrom(pro),
      deliver(stripe.lastEvent("checkout.session.completed", pro)),
    ]);
    expect(back.statusCode, back.body).toBe(303);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await planOfStore()).toBe("pro");
    expect(stripeCalls("DELETE", `/v1/subscriptions/${old}`)).toHaveLength(1);
    const d = await detail();
    expect(d.subscription).toMatchObject({ plan: "pro", provider: "stripe" });
    expect(d.invoices.length).toBe(invoicesBefore + 1);
  });
});

describe("a plan paid by a delayed method (a bank debit)", () => {
  it("changes nothing while the debit is pending and moves the store to the plan when Stripe reports it paid", async () => {
    const before = await detail();
    expect(before.subscription).toMatchObject({ plan: "pro" });
    const [pro, ...others] = [...stripe.subscriptions.values()].filter((x) => x.status === "active");
    expect(others).toEqual([]);
    const sessionId = await startBuying("enterprise");
    stripe.pay(sessionId, { delayed: true });
    await delivered(stripe.lastEvent("checkout.session.completed", sessionId));
    expect((await returnFrom(sessionId)).statusCode).toBe(303);
    expect(await planOfStore()).toBe("pro");
    expect(await detail()).toEqual(before);

    stripe.settle(sessionId);
    await delivered(stripe.lastEvent("invoice.paid", stripe.sessions.get(sessionId)!.invoice!));
    await delivered(stripe.lastEvent("checkout.session.async_payment_succeeded", sessionId));
    expect(await planOfStore()).toBe("enterprise");
    const d = await detail();
    expect(d.subscription).toMatchObject({ plan: "enterprise", provider: "stripe", next_plan: null });
    const period = periodOf(firstInvoiceOf(sessionId));
    expect(d.subscription).toMatchObject({
      current_period_start: period.start,
      current_period_end: period.end,
    });
    expect(stripe.subscriptions.get(subscriptionOf(sessionId))!.status).toBe("active");
    expect(stripe.subscriptions.get(pro!.id)!.status).toBe("canceled");
    expect(d.invoices.length).toBe(before.invoices.length + 1);
    expect(d.invoices[0]).toMatchObject({
      plan: "enterprise",
      amount: PLANS.enterprise.price,
      status: "paid",
    });
  });
});

describe("a downgrade whose period ends before Stripe's invoice arrives", () => {
  it("moves the store at the period end through the renewal job; Stripe's invoice then pays that plan; a cancellation can be taken back", async () => {
    const start = await detail();
    expect(start.subscription).toMatchObject({ plan: "enterprise" });
    const end = start.subscription!.current_period_end;
    const sub = [...stripe.subscriptions.values()].find((x) => x.status === "active")!;
    expect((await choose("pro")).status).toBe(200);
    await renewSubscriptions(ctx(), end);
    expect(await planOfStore()).toBe("pro");
    expect((await detail()).subscription).toMatchObject({
      plan: "pro",
      next_plan: null,
      current_period_end: end,
    });

    const invoice = stripe.renew(sub.id)!;
    expect(invoice.amount_paid).toBe(PLANS.pro.price);
    await delivered(stripe.lastEvent("invoice.paid", invoice.id));
    const d = await detail();
    expect(d.subscription).toMatchObject({ plan: "pro", current_period_start: end });
    expect(d.invoices[0]).toMatchObject({ plan: "pro", amount: PLANS.pro.price, period_start: end });
    expect(await planOfStore()).toBe("pro");

    // Cancel, then keep Pro after all: Stripe renews it again.
    expect((await choose("free")).status).toBe(200);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    const kept = await choose("pro");
    expect(kept.json<Choice>()).toMatchObject({ status: "scheduled", message: PLAN_MSG.resumed("Pro") });
    expect(stripe.subscriptions.get(sub.id)).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect((await detail()).subscription!.next_plan).toBeNull();
    const again = stripe.renew(sub.id)!;
    expect(again.amount_paid).toBe(PLANS.pro.price);
    await delivered(stripe.lastEvent("invoice.paid", again.id));
    expect(await planOfStore()).toBe("pro");
    expect((await detail()).invoices[0]).toMatchObject({ plan: "pro", period_end: periodOf(again).end });
  });
});

describe("the plans webhook's signature", () => {
  it("refuses a delivery signed with another secret, a stale one and one without a signature, with 400", async () => {
    const event = stripe.lastEvent("checkout.session.completed");
    const wrong = await deliver(event, { secret: CHECKOUT_WEBHOOK_SECRET });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("The webhook signature does not match.");
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/subscription/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: stripe.signed(event).payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // The body is checked as sent: the same signature over a changed body does not match.
    const { payload, signature } = stripe.signed(event);
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/subscription/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: payload.replace(/\n/g, ""),
    });
    expect(tampered.statusCode).toBe(400);
  });

  it("answers 404 when no webhook secret is configured", async () => {
    const plain = await createTestApp();
    try {
      const off = await plain.app.inject({
        method: "POST",
        url: "/api/subscription/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
        payload: "{}",
      });
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe("Stripe subscriptions are not configured.");
    } finally {
      await plain.close();
    }
  });
});
