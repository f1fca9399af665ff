import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MSG } from "../../domain/stores.js";
import { hashToken } from "../../server/auth/tokens.js";
import { fakeStripe, type FakeStripe } from "../helpers/fake-stripe.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Summary = {
  provider: string;
  stripe_valid: number;
  methods: Record<string, boolean>;
  accounts: {
    kind: string;
    status: string;
    is_second: number;
    controller: string;
    account_hint: string;
    local: boolean;
  }[];
};
const stripeValid = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom("websites")
      .select("stripe_valid")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).stripe_valid;
const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Generate the link, open the page, press "Connect test account"; returns the redirect. */
async function connectSandbox(url: string): Promise<string> {
  const page = await t.app.inject({ method: "GET", url: path(url) });
  expect(page.statusCode).toBe(200);
  const done = await t.app.inject({
    method: "POST",
    url: path(url),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  expect(done.statusCode).toBe(303);
  return String(done.headers.location);
}

describe("sandbox card onboarding, end to end over HTTP", () => {
  it("generates a single-use local link whose page connects the account and sets stripe_valid", async () => {
    expect(await stripeValid(a.events)).toBe(0);
    const res = await call(t.app, "GET", `/api/stripe/generate_onboard?website_id=${a.events}`, {
      token: a.primary,
    });
    expect(res.status).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/sandbox/onboard/[\\w-]{30,}$`));
    // Only the token's hash is stored.
    const token = url.split("/").pop()!;
    const stored = await t.db.kysely.selectFrom("payment_onboarding_tokens").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const page = await t.app.inject({ method: "GET", url: path(url) });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Connect test account");
    expect(page.body).toContain("Acme Events");
    const location = await connectSandbox(url);
    expect(location).toBe(
      `${t.config.publicUrl}/app/third-party?status=connected&provider=card&website_id=${a.events}`,
    );
    expect(await stripeValid(a.events)).toBe(1);
    // Used once, gone.
    expect((await t.app.inject({ method: "POST", url: path(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: path(url) })).body).toContain(PAYMENT_MSG.linkExpired);
  });

  it("shows the set-up without account ids or secrets", async () => {
    const res = await call(t.app, "GET", `/api/websites/${a.events}/payments`, { token: a.primary });
    expect(res.status).toBe(200);
    const summary = res.json<Summary>();
    expect(summary).toMatchObject({
      provider: "sandbox",
      stripe_valid: 1,
      methods: { card: true, paypal: false },
    });
    expect(summary.accounts).toEqual([
      expect.objectContaining({
        kind: "card",
        controller: "stripe_merchant",
        status: "connected",
        is_second: 0,
        local: true,
      }),
    ]);
    const account = await t.db.kysely
      .selectFrom("payment_accounts")
      .select("external_id")
      .where("website_id", "=", a.events)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toBeNull();
    expect(JSON.stringify(res.json())).not.toContain(account.external_id);
    expect(summary.accounts[0]!.account_hint).toBe(`…${account.external_id.slice(-4)}`);
  });

  it("gives a configuration link, refreshes from the provider and disconnects", async () => {
    const link = await call(t.app, "GET", `/api/stripe/configuration/link?website_id=${a.events}`, {
      token: a.primary,
    });
    expect(link.json<{ url: string }>().url).toContain("/api/payments/sandbox/onboard/");
    const none = await call(t.app, "GET", `/api/stripe/configuration/link?website_id=${a.demo}`, {
      token: a.primary,
    });
    expect(none.status).toBe(422);
    expect(none.json().message).toBe(PAYMENT_MSG.connectFirst);

    // The provider withdraws charges: refresh reads it and the store is no longer payment-ready.
    await t.db.kysely.updateTable("sandbox_payment_accounts").set({ charges_enabled: 0 }).execute();
    const refreshed = await call(t.app, "POST", "/api/refresh/stripe", {
      token: a.primary,
      body: { website_id: a.events },
    });
    expect(refreshed.json<Summary>()).toMatchObject({
      stripe_valid: 0,
      accounts: [{ status: "restricted" }],
    });
    await t.db.kysely.updateTable("sandbox_payment_accounts").set({ charges_enabled: 1 }).execute();
    const back = await call(t.app, "POST", "/api/refresh/stripe", {
      token: a.primary,
      body: { website_id: a.events },
    });
    expect(back.json<Summary>().stripe_valid).toBe(1);
    const empty = await call(t.app, "POST", "/api/refresh/stripe", {
      token: a.primary,
      body: { website_id: a.demo },
    });
    expect(empty.status).toBe(422);

    const copied = await call(t.app, "POST", "/api/copy/stripe", {
      token: a.primary,
      body: { from_website_id: a.events, website_id: a.demo },
    });
    expect(copied.status).toBe(200);
    expect(copied.json()).toMatchObject({ message: PAYMENT_MSG.copied, payments: { stripe_valid: 1 } });
    expect(await stripeValid(a.demo)).toBe(1);

    const off = await call(t.app, "PUT", "/api/stripe/disconnect", {
      token: a.primary,
      body: { website_id: a.demo },
    });
    expect(off.json()).toMatchObject({
      message: PAYMENT_MSG.disconnected,
      payments: { stripe_valid: 0, accounts: [] },
    });
    expect(await stripeValid(a.demo)).toBe(0);
    expect(await stripeValid(a.events)).toBe(1);
  });

  it("refuses copying from a store without a connected account, to the same store, or to a store outside reach", async () => {
    const notConnected = await call(t.app, "POST", "/api/copy/stripe", {
      token: a.primary,
      body: { from_website_id: a.demo, website_id: a.events },
    });
    expect(notConnected.status).toBe(422);
    expect(notConnected.json().message).toBe(PAYMENT_MSG.sourceNotConnected);
    const same = await call(t.app, "POST", "/api/copy/stripe", {
      token: a.primary,
      body: { from_website_id: a.events, website_id: a.events },
    });
    expect(same.json().message).toBe(PAYMENT_MSG.sameStore);
    const foreign = await call(t.app, "POST", "/api/copy/stripe", {
      token: a.primary,
      body: { from_website_id: a.events, website_id: a.tees },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("PayPal", () => {
  it("connects first and second PayPal accounts through the same sandbox flow, without touching stripe_valid", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/paypal/generate_onboard_link?website_id=${a.tees}&second_paypal_account=1`,
      {
        token: a.owner,
      },
    );
    expect(res.status).toBe(200);
    const location = await connectSandbox(res.json<{ url: string }>().url);
    expect(location).toContain("status=connected&provider=paypal");
    expect(location).toContain("second=1");
    const first = await call(t.app, "GET", "/api/paypal/generate_onboard_link", {
      token: a.owner,
      headers: { "x-website-id": String(a.tees) },
    });
    await connectSandbox(first.json<{ url: string }>().url);
    const summary = (
      await call(t.app, "GET", `/api/websites/${a.tees}/payments`, { token: a.owner })
    ).json<Summary>();
    expect(summary.accounts.filter((x) => x.kind === "paypal").map((x) => [x.is_second, x.status])).toEqual([
      [0, "connected"],
      [1, "connected"],
    ]);
    expect(summary.stripe_valid).toBe(1);
  });

  it("mails an onboarding link that works for whoever opens it", async () => {
    const res = await call(t.app, "POST", "/api/send/paypal/link", {
      token: a.primary,
      body: { website_id: a.events, email: "treasurer@acme.example" },
    });
    expect(res.json()).toEqual({ message: PAYMENT_MSG.linkSent("treasurer@acme.example") });
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", "treasurer@acme.example")
      .executeTakeFirstOrThrow();
    const url = /https?:\/\/\S+\/api\/payments\/sandbox\/onboard\/\S+/.exec(mail.text)![0];
    await connectSandbox(url);
    const bad = await call(t.app, "POST", "/api/send/paypal/link", {
      token: a.primary,
      body: { website_id: a.events, email: "nope" },
    });
    expect(bad.status).toBe(422);
  });

  it("copies a PayPal account to another store", async () => {
    const res = await call(t.app, "POST", `/api/copy/paypal/${a.demo}`, {
      token: a.primary,
      body: { from_website_id: a.events },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ payments: Summary }>().payments.accounts).toEqual([
      expect.objectContaining({ kind: "paypal", status: "connected" }),
    ]);
  });
});

describe("payment methods, second account, account ids", () => {
  it("offers a method only when its account is connected", async () => {
    const ok = await call(t.app, "POST", `/api/websites/${a.events}/payments`, {
      token: a.primary,
      body: { paypal: true },
    });
    expect(ok.json()).toMatchObject({
      message: PAYMENT_MSG.methodsUpdated,
      payments: { methods: { card: true, paypal: true, braintree: false } },
    });
    const no = await call(t.app, "POST", `/api/websites/${a.events}/payments`, {
      token: a.primary,
      body: { braintree: true },
    });
    expect(no.status).toBe(422);
    expect(no.json().message).toBe(PAYMENT_MSG.connectKindFirst("Braintree"));
  });

  it("connects a Braintree merchant by id", async () => {
    const bad = await call(t.app, "POST", "/api/websites/braintree_merchant", {
      token: a.primary,
      body: { website_id: a.events, merchant_id: "a b" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().message).toBe(PAYMENT_MSG.invalidMerchantId);
    const res = await call(t.app, "POST", "/api/websites/braintree_merchant", {
      token: a.primary,
      body: { website_id: a.events, merchant_id: "acme_merchant_1" },
    });
    expect(res.json<{ payments: Summary }>().payments.accounts).toContainEqual(
      expect.objectContaining({ kind: "braintree", controller: "braintree_merchant", status: "connected" }),
    );
  });

  it("switches the second payout account on and shows its accounts", async () => {
    const on = await call(t.app, "POST", "/api/websites/second_payment", {
      token: a.owner,
      body: { website_id: a.tees, second_payment: true },
    });
    expect(on.json()).toMatchObject({
      message: PAYMENT_MSG.secondPaymentUpdated,
      second_payment: 1,
      card: null,
      paypal: { is_second: 1 },
    });
    const read = await call(t.app, "GET", `/api/websites/second_payment?website_id=${a.tees}`, {
      token: a.owner,
    });
    expect(read.json()).toMatchObject({ second_payment: 1 });
    const second = await call(
      t.app,
      "GET",
      `/api/stripe/generate_onboard?website_id=${a.tees}&second_account=1`,
      { token: a.owner },
    );
    await connectSandbox(second.json<{ url: string }>().url);
    expect(
      (
        await call(t.app, "GET", `/api/websites/second_payment?website_id=${a.tees}`, { token: a.owner })
      ).json(),
    ).toMatchObject({
      card: { is_second: 1, status: "connected" },
    });
  });

  it("lets admins attach an account the provider knows, by id", async () => {
    const known = await t.db.kysely
      .selectFrom("sandbox_payment_accounts")
      .select("id")
      .where("kind", "=", "card")
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "POST", "/api/websites/stripe_id", {
      token: a.admin,
      body: { website_id: a.mugs, stripe_id: known.id },
    });
    expect(res.status).toBe(200);
    expect(await stripeValid(a.mugs)).toBe(1);
    const unknown = await call(t.app, "POST", "/api/websites/stripe_id", {
      token: a.admin,
      body: { website_id: a.mugs, stripe_id: "acct_nope" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json().message).toBe(PAYMENT_MSG.unknownAccount);
    expect(
      (
        await call(t.app, "POST", "/api/websites/stripe_id", {
          token: a.owner,
          body: { website_id: a.mugs, stripe_id: known.id },
        })
      ).status,
    ).toBe(403);
  });
});

describe("every payment route refuses 401, 404 outside the store, 403 with edit_settings at 0", () => {
  it("checks each route", async () => {
    const routes = [
      (id: number) => ({ method: "GET" as const, url: `/api/stripe/generate_onboard?website_id=${id}` }),
      (id: number) => ({ method: "GET" as const, url: `/api/paypal/generate_onboard_link?website_id=${id}` }),
      (id: number) => ({ method: "GET" as const, url: `/api/stripe/configuration/link?website_id=${id}` }),
      (id: number) => ({ method: "PUT" as const, url: "/api/stripe/disconnect", body: { website_id: id } }),
      (id: number) => ({ method: "POST" as const, url: "/api/refresh/stripe", body: { website_id: id } }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/copy/stripe",
        body: { from_website_id: a.team, website_id: id },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: `/api/copy/paypal/${id}`,
        body: { from_website_id: a.team },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/send/paypal/link",
        body: { website_id: id, email: "a@b.co" },
      }),
      (id: number) => ({ method: "GET" as const, url: `/api/websites/second_payment?website_id=${id}` }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/websites/second_payment",
        body: { website_id: id, second_payment: 0 },
      }),
      (id: number) => ({ method: "GET" as const, url: `/api/websites/${id}/payments` }),
      (id: number) => ({ method: "POST" as const, url: `/api/websites/${id}/payments`, body: {} }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/websites/braintree_merchant",
        body: { website_id: id, merchant_id: "abcd" },
      }),
    ];
    for (const route of routes) await expectStoreGuards(t, a, route);
    expect((await call(t.app, "GET", "/api/stripe/generate_onboard", { token: a.primary })).status).toBe(400);
  });
});

describe("the Stripe adapter (STRIPE_SECRET_KEY set), against a local fake of Stripe's API", () => {
  let s: TestApp;
  let stripe: FakeStripe;
  let owner: string;

  beforeAll(async () => {
    // Stripe's links point where nothing listens: the test reads them, it does not follow them.
    stripe = await fakeStripe({
      secretKey: "sk_test_fake_secret",
      pagesOrigin: "https://connect.stripe.example",
    });
    process.env.STRIPE_SECRET_KEY = "sk_test_fake_secret";
    process.env.STRIPE_API_BASE = stripe.base;
    try {
      s = await createTestApp();
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_API_BASE;
    }
    owner = (await actors(s)).owner;
  });
  afterAll(async () => {
    await s.close();
    await stripe.close();
  });

  it("opens an Express account, links to Stripe's onboarding, reads charges_enabled on refresh, never shows the key", async () => {
    const mugs = (await actors(s)).mugs;
    const res = await call(s.app, "GET", `/api/stripe/generate_onboard?website_id=${mugs}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ url: "https://connect.stripe.example/setup/acct_test_1" });
    const create = stripe.calls.find((c) => c.path === "/v1/accounts")!;
    expect(create.auth).toBe("Bearer sk_test_fake_secret");
    expect(decodeURIComponent(create.body)).toContain("type=express");
    expect(decodeURIComponent(create.body)).toContain("metadata[website_id]=" + mugs);
    const links = decodeURIComponent(stripe.calls.find((c) => c.path === "/v1/account_links")!.body);
    expect(links).toContain(
      `return_url=${s.config.publicUrl}/app/third-party?status=return&provider=card&website_id=${mugs}`,
    );

    const pending = await call(s.app, "POST", "/api/refresh/stripe", {
      token: owner,
      body: { website_id: mugs },
    });
    expect(pending.json()).toMatchObject({
      provider: "stripe",
      local: false,
      stripe_valid: 0,
      accounts: [{ status: "pending" }],
    });
    stripe.onboard("acct_test_1");
    const connected = await call(s.app, "POST", "/api/refresh/stripe", {
      token: owner,
      body: { website_id: mugs },
    });
    expect(connected.json()).toMatchObject({
      stripe_valid: 1,
      accounts: [{ status: "connected", provider: "stripe" }],
    });
    const dashboard = await call(s.app, "GET", `/api/stripe/configuration/link?website_id=${mugs}`, {
      token: owner,
    });
    expect(dashboard.json()).toEqual({ url: "https://connect.stripe.example/express/acct_test_1" });
    for (const body of [res.body, pending.body, connected.body, dashboard.body]) {
      expect(JSON.stringify(body)).not.toContain("sk_test");
    }
  });

  it("treats a store's old sandbox account as disconnected once Stripe is configured", async () => {
    // The demo seed gave the launched Oscar's Tees a connected sandbox card account.
    const tees = (await actors(s)).tees;
    const res = await call(s.app, "POST", "/api/refresh/stripe", {
      token: owner,
      body: { website_id: tees },
    });
    expect(res.json()).toMatchObject({
      stripe_valid: 0,
      accounts: [{ status: "disconnected", provider: "sandbox" }],
    });
  });

  it("answers 502 with the provider's words when Stripe refuses", async () => {
    await stripe.close();
    const events = (await actors(s)).events;
    const primary = (await actors(s)).primary;
    const res = await call(s.app, "GET", `/api/stripe/generate_onboard?website_id=${events}`, {
      token: primary,
    });
    expect(res.status).toBe(502);
    expect(res.json().message).toMatch(/^The payment provider answered: /);
    expect(JSON.stringify(res.json())).not.toContain("sk_test");
  });
});
