import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDACTED } from "../../domain/activity.js";
import { call, createTestApp, login, type Call, type TestApp } from "../helpers/test-app.js";
import { eventsDuring, eventsOfRequest, expectNothingRecorded } from "../helpers/activity-events.js";
import { fakeStripe, type FakeStripe } from "../helpers/fake-stripe.js";
import { actors, type Actors } from "./websites-helpers.js";
import { buyable, connectSandboxCard, GOOD_CARD, storefrontCheckout } from "./checkout-helpers.js";

/**
 * Payouts, payment accounts, plans, the store's lifecycle and the platform's settings: each write
 * records its events (who, which store, which record, what changed); a refused one records none.
 */
let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const eventsOf = (res: Call) => eventsOfRequest(t.db, res);

/** Payment rows of a store that may still be requested (live orders), lowest ids first. */
async function requestable(websiteId: number, n: number): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select("payments.id")
    .where("payments.website_id", "=", websiteId)
    .where("payments.is_request", "=", 0)
    .where("payments.done", "=", 0)
    .where("orders.status", "!=", "canceled")
    .where("orders.deleted_at", "is", null)
    .orderBy("payments.id")
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

/** A refused write leaves the trail as it was. */

describe("payout requests", () => {
  it("records one PaymentRequest create per requested row, a status per settled row, none for a resend", async () => {
    const ids = await requestable(a.team, 4);
    expect(ids).toHaveLength(4);
    const [one, two, three, four] = ids as [number, number, number, number];

    const made = await call(t.app, "POST", "/api/custom/payment/request", {
      token: a.primary,
      body: { ids: [one, two] },
    });
    expect(made.status).toBe(200);
    const created = await eventsOf(made);
    expect(created.map((e) => [e.entity, e.entity_id, e.action, e.website_id, e.user_id])).toEqual([
      ["PaymentRequest", one, "create", a.team, a.uid["primary-admin"]],
      ["PaymentRequest", two, "create", a.team, a.uid["primary-admin"]],
    ]);
    // The request's hash is a secret-looking field name: the trail says it changed, not to what.
    expect(created[0]!.changes).toMatchObject({ is_request: [0, 1], hash: [REDACTED, REDACTED] });

    await expectNothingRecorded(
      t.db,
      () => call(t.app, "POST", "/api/custom/payment/request", { token: a.primary, body: { ids: [one] } }),
      409,
    );

    const single = await call(t.app, "POST", `/api/payment/request/${three}`, { token: a.primary });
    expect(single.status).toBe(200);
    expect(await eventsOf(single)).toEqual([
      expect.objectContaining({ entity: "PaymentRequest", entity_id: three, action: "create" }),
    ]);

    const viaBread = await call(t.app, "POST", "/api/bread/PaymentRequest", {
      token: a.primary,
      body: { website_id: a.team, ids: [four] },
    });
    expect(viaBread.status).toBe(201);
    expect(await eventsOf(viaBread)).toEqual([
      expect.objectContaining({
        entity: "PaymentRequest",
        entity_id: four,
        action: "create",
        website_id: a.team,
      }),
    ]);

    const resent = await call(t.app, "POST", `/api/resend/payment/request/${one}`, { token: a.primary });
    expect(resent.status).toBe(200);
    expect(await eventsOf(resent)).toEqual([]);

    await expectNothingRecorded(
      t.db,
      () => call(t.app, "PUT", "/api/payments_request", { token: a.primary, body: { ids: [one], done: 1 } }),
      403,
    );
    await expectNothingRecorded(
      t.db,
      () => call(t.app, "PUT", "/api/payments_request", { token: a.admin, body: { ids: [one, 999999] } }),
      422,
    );
    const settled = await call(t.app, "PUT", "/api/payments_request", {
      token: a.admin,
      body: { ids: [one, two], done: 1 },
    });
    expect(settled.status).toBe(200);
    expect(await eventsOf(settled)).toEqual(
      [one, two].map((id) => ({
        user_id: a.uid.admin,
        acting_admin_id: null,
        website_id: a.team,
        entity: "PaymentRequest",
        entity_id: id,
        record_name: null,
        action: "status",
        changes: { done: [0, 1] },
      })),
    );
  });
});

describe("payment set-up", () => {
  it("records the store's payment settings: methods, accounts linked, copied, detached, the second account", async () => {
    const methods = await call(t.app, "POST", `/api/websites/${a.team}/payments`, {
      token: a.primary,
      body: { card: false },
    });
    expect(methods.status).toBe(200);
    const [m] = await eventsOf(methods);
    expect(m).toMatchObject({
      entity: "Website",
      entity_id: a.team,
      action: "settings",
      website_id: a.team,
      user_id: a.uid["primary-admin"],
    });
    expect(Object.keys(m!.changes ?? {})).toEqual(["payment_methods"]);
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", `/api/websites/${a.events}/payments`, {
          token: a.primary,
          body: { braintree: true },
        }),
      422,
    );

    const braintree = await call(t.app, "POST", "/api/websites/braintree_merchant", {
      token: a.primary,
      body: { website_id: a.events, merchant_id: "acme_merchant_1" },
    });
    expect(braintree.status).toBe(200);
    const [b] = await eventsOf(braintree);
    expect(b).toMatchObject({ entity: "Website", entity_id: a.events, action: "settings" });
    expect(b!.changes?.payment_account_braintree).toEqual([
      null,
      expect.objectContaining({ external_id: "acme_merchant_1", status: "connected" }),
    ]);

    const second = await call(t.app, "POST", "/api/websites/second_payment", {
      token: a.owner,
      body: { website_id: a.tees, second_payment: true },
    });
    expect(second.status).toBe(200);
    expect(await eventsOf(second)).toEqual([
      expect.objectContaining({
        entity: "Website",
        entity_id: a.tees,
        action: "settings",
        user_id: a.uid.owner,
        changes: { second_payment: [0, 1] },
      }),
    ]);

    const known = await t.db.kysely
      .selectFrom("sandbox_payment_accounts")
      .select("id")
      .where("kind", "=", "card")
      .executeTakeFirstOrThrow();
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", "/api/websites/stripe_id", {
          token: a.admin,
          body: { website_id: a.mugs, stripe_id: "acct_nope" },
        }),
      422,
    );
    const linked = await call(t.app, "POST", "/api/websites/stripe_id", {
      token: a.admin,
      body: { website_id: a.mugs, stripe_id: known.id },
    });
    expect(linked.status).toBe(200);
    const [l] = await eventsOf(linked);
    expect(l).toMatchObject({
      entity: "Website",
      entity_id: a.mugs,
      action: "settings",
      user_id: a.uid.admin,
    });
    expect(l!.changes).toMatchObject({ stripe_valid: [0, 1] });

    const copied = await call(t.app, "POST", "/api/copy/stripe", {
      token: a.primary,
      body: { from_website_id: a.team, website_id: a.events },
    });
    expect(copied.status).toBe(200);
    const [c] = await eventsOf(copied);
    expect(c).toMatchObject({
      entity: "Website",
      entity_id: a.events,
      action: "settings",
      website_id: a.events,
    });
    expect(c!.changes?.payment_account_card?.[1]).toMatchObject({ status: "connected" });
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", "/api/copy/stripe", {
          token: a.primary,
          body: { from_website_id: a.events, website_id: a.events },
        }),
      422,
    );

    const refreshed = await call(t.app, "POST", "/api/refresh/stripe", {
      token: a.primary,
      body: { website_id: a.events },
    });
    expect(refreshed.status).toBe(200);
    // The accounts are as their provider has them: nothing changed, nothing recorded.
    expect(await eventsOf(refreshed)).toEqual([]);

    const off = await call(t.app, "PUT", "/api/stripe/disconnect", {
      token: a.primary,
      body: { website_id: a.events },
    });
    expect(off.status).toBe(200);
    const [d] = await eventsOf(off);
    expect(d).toMatchObject({ entity: "Website", entity_id: a.events, action: "settings" });
    expect(d!.changes?.payment_account_card?.[1]).toBeNull();

    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", `/api/copy/paypal/${a.events}`, {
          token: a.primary,
          body: { from_website_id: a.team },
        }),
      422,
    );
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto("payment_accounts")
      .values({
        website_id: a.team,
        kind: "paypal",
        provider: "sandbox",
        external_id: "pp_activity_1",
        status: "connected",
        is_second: 0,
        charges_enabled: 1,
        details_submitted: 1,
        connected_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const paypal = await call(t.app, "POST", `/api/copy/paypal/${a.events}`, {
      token: a.primary,
      body: { from_website_id: a.team },
    });
    expect(paypal.status).toBe(200);
    const [p] = await eventsOf(paypal);
    expect(p).toMatchObject({ entity: "Website", entity_id: a.events, action: "settings" });
    expect(p!.changes?.payment_account_paypal).toEqual([
      null,
      expect.objectContaining({ external_id: "pp_activity_1", status: "connected" }),
    ]);

    // Mailing an onboarding link opens the store's account at the provider when it has none.
    const mailed = await call(t.app, "POST", "/api/send/paypal/link", {
      token: a.owner,
      body: { website_id: a.mugs, email: "helper@example.net" },
    });
    expect(mailed.status).toBe(200);
    const [opened] = await eventsOf(mailed);
    expect(opened).toMatchObject({ entity: "Website", entity_id: a.mugs, action: "settings" });
    expect(opened!.changes?.payment_account_paypal?.[0]).toBeNull();
    const again = await call(t.app, "POST", "/api/send/paypal/link", {
      token: a.owner,
      body: { website_id: a.mugs, email: "helper@example.net" },
    });
    expect(again.status).toBe(200);
    expect(await eventsOf(again)).toEqual([]);
  });
});

describe("plans, launch, clone, domain", () => {
  it("records a plan change as the store's settings, none for a refused one", async () => {
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "PUT", `/api/update/website/plan/${a.events}`, {
          token: a.primary,
          body: { plan: "gold" },
        }),
      422,
    );
    const store = await t.db.kysely
      .selectFrom("websites")
      .select("plan")
      .where("id", "=", a.events)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "PUT", `/api/update/website/plan/${a.events}`, {
      token: a.primary,
      body: { plan: store.plan === "free" ? "starter" : "free", card_number: GOOD_CARD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [e] = await eventsOf(res);
    expect(e).toMatchObject({
      entity: "Website",
      entity_id: a.events,
      action: "settings",
      user_id: a.uid["primary-admin"],
      website_id: a.events,
    });
    expect(e!.changes).toBeTruthy();
  });

  it("records nothing for a store not ready to launch", async () => {
    const res = await call(t.app, "POST", `/api/websites/${a.events}/launch-store`, { token: a.primary });
    expect(res.status).toBe(200);
    expect(res.json()).toHaveProperty("missing");
    expect(await eventsOf(res)).toEqual([]);
  });

  it("records the launch as the store's status", async () => {
    await t.db.kysely
      .updateTable("websites")
      .set({ address_valid: 1, stripe_valid: 1 })
      .where("id", "=", a.mugs)
      .execute();
    const res = await call(t.app, "POST", `/api/websites/${a.mugs}/launch-store`, { token: a.owner });
    expect(res.status).toBe(200);
    expect(res.json()).not.toHaveProperty("missing");
    expect(await eventsOf(res)).toEqual([
      expect.objectContaining({
        entity: "Website",
        entity_id: a.mugs,
        action: "status",
        user_id: a.uid.owner,
        changes: expect.objectContaining({ is_launched: [0, 1] }),
      }),
    ]);
  });

  it("records a clone as one create of the new store; none for a refused one", async () => {
    await expectNothingRecorded(
      t.db,
      () => call(t.app, "POST", "/api/websites/clone", { token: a.designer, body: { website_id: a.team } }),
      403,
    );
    const res = await call(t.app, "POST", "/api/websites/clone", {
      token: a.primary,
      body: { website_id: a.team, name: "Acme Copy" },
    });
    expect(res.status).toBe(201);
    const id = res.json<{ website: { id: number } }>().website.id;
    const events = await eventsOf(res);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entity: "Website",
      entity_id: id,
      action: "create",
      website_id: id,
      user_id: a.uid["primary-admin"],
    });
    expect(events[0]!.changes?.name).toEqual([null, "Acme Copy"]);
  });

  it("records nothing for a domain request (mails and notifications only)", async () => {
    const res = await call(t.app, "POST", "/api/domain/request", {
      token: a.primary,
      body: { website_id: a.team, domain: "shop.acme-activity.test" },
    });
    expect(res.status).toBe(200);
    expect(await eventsOf(res)).toEqual([]);
  });
});

describe("supplier account, app info, join requests", () => {
  it("records the supplier account's create and its validation", async () => {
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", "/api/profill/create-account", {
          token: a.owner,
          body: {
            website_id: a.tees,
            company: "Tees",
            contact_name: "Oscar",
            email: "o@example.com",
            shipping_method: "x",
          },
        }),
      422,
    );
    const created = await call(t.app, "POST", "/api/profill/create-account", {
      token: a.owner,
      body: { website_id: a.tees, company: "Tees", contact_name: "Oscar", email: "o@example.com" },
    });
    expect(created.status).toBe(201);
    const account = created.json<{ account: { id: number; customer_number: string } }>().account;
    expect(await eventsOf(created)).toEqual([
      expect.objectContaining({
        entity: "SupplierAccount",
        entity_id: account.id,
        action: "create",
        website_id: a.tees,
        user_id: a.uid.owner,
      }),
    ]);
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "POST", "/api/profill/validate-account", {
          token: a.owner,
          body: { website_id: a.tees, customer_number: "LOC-NOPE", email: "o@example.com" },
        }),
      422,
    );
    const validated = await call(t.app, "POST", "/api/profill/validate-account", {
      token: a.owner,
      body: { website_id: a.tees, customer_number: account.customer_number, email: "o@example.com" },
    });
    expect(validated.status).toBe(200);
    const [v] = await eventsOf(validated);
    expect(v).toMatchObject({ entity: "SupplierAccount", entity_id: account.id, action: "status" });
    expect(v!.changes).toMatchObject({ status: ["pending", "active"] });
  });

  it("records the app info as a platform-wide settings event", async () => {
    const body = {
      admin_info: { phone: "+1 555 0100", email: "help@example.com" },
      colors: { primary: "#111111", secondary: "#222222" },
      product_fruit_id: "",
    };
    await expectNothingRecorded(
      t.db,
      () => call(t.app, "PUT", "/api/admin/app-info", { token: a.primary, body }),
      403,
    );
    const res = await call(t.app, "PUT", "/api/admin/app-info", { token: a.admin, body });
    expect(res.status).toBe(200);
    const [e] = await eventsOf(res);
    expect(e).toMatchObject({
      entity: "AppInfo",
      entity_id: null,
      action: "settings",
      website_id: null,
      user_id: a.uid.admin,
    });
    expect(e!.changes?.colors?.[1]).toEqual(body.colors);
  });

  it("records the answer to a join request, and the invitation an acceptance creates", async () => {
    const [declinedId, acceptedId] = await Promise.all(
      ["decline", "accept"].map(async (who) => {
        const row = await t.db.kysely
          .insertInto("invitation_requests")
          .values({
            name: who,
            email: `${who}-activity@example.net`,
            website_id: a.team,
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    );
    const declined = await call(t.app, "PUT", "/api/change/request/status", {
      token: a.primary,
      body: { id: declinedId, status: "declined" },
    });
    expect(declined.status).toBe(200);
    expect(await eventsOf(declined)).toEqual([
      {
        user_id: a.uid["primary-admin"],
        acting_admin_id: null,
        website_id: a.team,
        entity: "InvitationRequest",
        entity_id: declinedId,
        // The requester's name: the rows above are made with "decline" and "accept" as names.
        record_name: "decline",
        action: "status",
        changes: { status: ["pending", "declined"] },
      },
    ]);
    await expectNothingRecorded(
      t.db,
      () =>
        call(t.app, "PUT", "/api/change/request/status", {
          token: a.primary,
          body: { id: declinedId, status: "declined" },
        }),
      409,
    );
    const accepted = await call(t.app, "PUT", "/api/change/request/status", {
      token: a.primary,
      body: { id: acceptedId, status: "accepted", company_role: "client" },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const events = await eventsOf(accepted);
    expect(events.map((e) => [e.entity, e.action])).toEqual([
      ["InvitationRequest", "status"],
      ["Invitation", "create"],
    ]);
  });
});

describe("storefront checkout", () => {
  it("records the order it places with nobody as the actor; none for pricing codes", async () => {
    await connectSandboxCard(t, a.tees, "owner@example.com");
    const [p] = await buyable(t, a.tees);
    const items = [{ product_id: p!.product_id, variant_id: p!.variant_id, quantity: 1 }];
    const priced = await storefrontCheckout(t, { action: "apply", items });
    expect(priced.status).toBe(200);
    expect(await eventsOf(priced)).toEqual([]);
    const placed = await storefrontCheckout(t, { items, card_number: GOOD_CARD });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.json<{ id: number }>().id;
    expect(await eventsOf(placed)).toEqual([
      expect.objectContaining({
        entity: "Order",
        entity_id: id,
        action: "create",
        website_id: a.tees,
        user_id: null,
      }),
    ]);
  });
});

describe("the Stripe webhooks", () => {
  const SECRET_KEY = "sk_test_activity_fake";
  const PLANS_WEBHOOK_SECRET = "whsec_activity_plans";
  const CHECKOUT_WEBHOOK_SECRET = "whsec_activity_checkout";
  const PAGES = "https://checkout.stripe.example";
  let s: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await fakeStripe({
      secretKey: SECRET_KEY,
      pagesOrigin: PAGES,
      webhookSecret: PLANS_WEBHOOK_SECRET,
    });
    process.env.STRIPE_SECRET_KEY = SECRET_KEY;
    process.env.STRIPE_API_BASE = stripe.base;
    process.env.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET = PLANS_WEBHOOK_SECRET;
    process.env.STRIPE_WEBHOOK_SECRET = CHECKOUT_WEBHOOK_SECRET;
    try {
      s = await createTestApp();
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_API_BASE;
      delete process.env.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET;
      delete process.env.STRIPE_WEBHOOK_SECRET;
    }
  });
  afterAll(async () => {
    await s?.close();
    await stripe?.close();
  });

  it("records the plan a paid session starts with nobody as the actor; a repeated delivery records nothing", async () => {
    const owner = await login(s.app, "owner@example.com");
    const tees = (
      await s.db.kysely
        .selectFrom("websites")
        .select("id")
        .where("name", "=", "Oscar's Tees")
        .executeTakeFirstOrThrow()
    ).id;
    // Sending the owner to Stripe's page changes nothing yet: no event.
    const chosen = await call(s.app, "PUT", `/api/update/website/plan/${tees}`, {
      token: owner,
      body: { plan: "starter" },
    });
    expect(chosen.json<{ status: string }>().status).toBe("redirect");
    expect(await eventsOfRequest(s.db, chosen)).toEqual([]);
    const sessionId = /(cs_test_\d+)$/.exec(chosen.json<{ redirect_url: string }>().redirect_url)![1]!;
    stripe.pay(sessionId);
    const deliver = () => {
      const { payload, signature } = stripe.signed(stripe.lastEvent("checkout.session.completed", sessionId));
      return s.app.inject({
        method: "POST",
        url: "/api/subscription/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    };
    let status = 0;
    const events = await eventsDuring(s.db, async () => {
      status = (await deliver()).statusCode;
    });
    expect(status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({
        entity: "Website",
        entity_id: tees,
        action: "settings",
        website_id: tees,
        user_id: null,
        acting_admin_id: null,
      }),
    ]);
    expect(events[0]!.changes).toMatchObject({
      plan: ["free", "starter"],
      subscription_plan: [null, "starter"],
    });
    expect(
      await eventsDuring(s.db, async () => {
        expect((await deliver()).statusCode).toBe(200);
      }),
    ).toEqual([]);
  });

  it("records the order a paid hosted checkout places with nobody as the actor; an unknown session nothing", async () => {
    const tees = (
      await s.db.kysely
        .selectFrom("websites")
        .select("id")
        .where("name", "=", "Oscar's Tees")
        .executeTakeFirstOrThrow()
    ).id;
    const now = new Date().toISOString();
    await s.db.kysely.deleteFrom("payment_accounts").where("website_id", "=", tees).execute();
    await s.db.kysely
      .insertInto("payment_accounts")
      .values({
        website_id: tees,
        kind: "card",
        provider: "stripe",
        external_id: "acct_activity_tees",
        status: "connected",
        is_second: 0,
        charges_enabled: 1,
        details_submitted: 1,
        connected_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await s.db.kysely.updateTable("websites").set({ stripe_valid: 1 }).where("id", "=", tees).execute();
    const [p] = await buyable(s, tees);
    const items = [
      { product_id: p!.product_id, variant_id: p!.variant_id, quantity: Math.max(1, p!.min_quantity) },
    ];
    const started = await storefrontCheckout(s, { items });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Opening the provider's payment page places nothing yet: no event.
    expect(await eventsOfRequest(s.db, started)).toEqual([]);
    const sessionId = /(cs_test_\d+)$/.exec(started.json<{ payment_url: string }>().payment_url)![1]!;
    stripe.pay(sessionId);
    const deliver = (id: string) => {
      const { payload, signature } = stripe.signed(
        {
          id: `evt_${id}`,
          object: "event",
          api_version: "2024-06-20",
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          pending_webhooks: 0,
          request: { id: null, idempotency_key: null },
          type: "checkout.session.completed",
          data: { object: { id, object: "checkout.session" } },
        },
        { secret: CHECKOUT_WEBHOOK_SECRET },
      );
      return s.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
    };
    let answer: { order_id: number | null } = { order_id: null };
    const events = await eventsDuring(s.db, async () => {
      const res = await deliver(sessionId);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });
    expect(answer.order_id).not.toBeNull();
    expect(events).toEqual([
      expect.objectContaining({
        entity: "Order",
        entity_id: answer.order_id,
        action: "create",
        website_id: tees,
        user_id: null,
      }),
    ]);
    expect(
      await eventsDuring(s.db, async () => expect((await deliver("cs_test_unknown")).statusCode).toBe(200)),
    ).toEqual([]);
  });
});
