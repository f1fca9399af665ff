import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { BUYER, GOOD_CARD, buyable, newCheckoutId } from "./checkout-helpers.js";

let t: TestApp;
let launched: { id: number; name: string; link: string; owner: string }[];

interface Summary {
  stripe_valid: number;
  accounts: { kind: string; is_second: number; status: string; provider: string }[];
}

/** A buyer's checkout of one item at a store's storefront, paid with the sandbox's good card. */
async function buyOne(store: { id: number; link: string }) {
  const [item] = await buyable(t, store.id);
  expect(item, `a buyable product at ${store.link}`).toBeDefined();
  return call(t.app, "POST", `/api/storefront/${store.link}/checkout`, {
    body: {
      checkout_id: newCheckoutId(),
      ...BUYER,
      items: [
        {
          product_id: item!.product_id,
          variant_id: item!.variant_id,
          quantity: Math.max(1, item!.min_quantity),
        },
      ],
      card_number: GOOD_CARD,
    },
  });
}

async function summaryOf(websiteId: number, ownerEmail: string): Promise<Summary> {
  const token = await login(t.app, ownerEmail);
  const res = await call(t.app, "GET", `/api/websites/${websiteId}/payments`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<Summary>();
}

beforeAll(async () => {
  t = await createTestApp();
  launched = await t.db.kysely
    .selectFrom("websites as w")
    .innerJoin("users as u", "u.id", "w.user_id")
    .select(["w.id", "w.name", "w.link", "u.email as owner"])
    .where("w.is_launched", "=", 1)
    .where("w.archived_at", "is", null)
    .orderBy("w.id")
    .execute();
  expect(launched.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

describe("the launched demo stores take card payments", () => {
  it("places an order with the sandbox card 4242 4242 4242 4242 at every launched demo store", async () => {
    for (const store of launched) {
      const res = await buyOne(store);
      expect(res.status, `${store.name}: ${JSON.stringify(res.body)}`).toBe(201);
      const placed = res.json<{ id: number; website_id: number; charged: number }>();
      expect(placed.website_id).toBe(store.id);
      expect(placed.charged).toBeGreaterThan(0);
      const charge = await t.db.kysely
        .selectFrom("payments")
        .select("order_id")
        .where("order_id", "=", placed.id)
        .executeTakeFirst();
      expect(charge, `${store.name}: the order's payment row`).toBeDefined();
    }
  });

  it("gives each of them a connected sandbox card account, as finished onboarding leaves it", async () => {
    for (const store of launched) {
      const account = await t.db.kysely
        .selectFrom("payment_accounts as a")
        .innerJoin("sandbox_payment_accounts as s", "s.id", "a.external_id")
        .select(["a.status", "a.provider", "a.charges_enabled", "s.charges_enabled as books", "s.email"])
        .where("a.website_id", "=", store.id)
        .where("a.kind", "=", "card")
        .where("a.is_second", "=", 0)
        .executeTakeFirst();
      expect(account, store.name).toMatchObject({
        status: "connected",
        provider: "sandbox",
        charges_enabled: 1,
        books: 1,
        email: store.owner,
      });
    }
  });
});

describe("Settings → Payments says what checkout does", () => {
  it("calls a launched store's card payments ready", async () => {
    const store = launched[0]!;
    const summary = await summaryOf(store.id, store.owner);
    expect(summary.stripe_valid).toBe(1);
    expect(summary.accounts).toEqual([
      expect.objectContaining({ kind: "card", is_second: 0, status: "connected" }),
    ]);
  });

  it("calls a store without a connected card account not ready", async () => {
    const store = await t.db.kysely
      .selectFrom("websites as w")
      .innerJoin("users as u", "u.id", "w.user_id")
      .select(["w.id", "u.email as owner"])
      .where("w.name", "=", "Oscar's Mugs")
      .executeTakeFirstOrThrow();
    const summary = await summaryOf(store.id, store.owner);
    expect(summary).toMatchObject({ stripe_valid: 0, accounts: [] });
  });

  it("calls a store not ready, and checkout refuses, when its connected account is at another provider", async () => {
    const store = launched[launched.length - 1]!;
    // The account recorded as connected belongs to a provider that is not the configured one.
    await t.db.kysely
      .updateTable("payment_accounts")
      .set({ provider: "stripe" })
      .where("website_id", "=", store.id)
      .where("kind", "=", "card")
      .execute();
    try {
      const summary = await summaryOf(store.id, store.owner);
      expect(summary.accounts[0]).toMatchObject({ status: "connected", provider: "stripe" });
      expect(summary.stripe_valid).toBe(0);
      const res = await buyOne(store);
      expect(res.status).toBe(409);
      expect(res.json().message).toBe(ORDER_MSG.noPaymentAccount);
    } finally {
      await t.db.kysely
        .updateTable("payment_accounts")
        .set({ provider: "sandbox" })
        .where("website_id", "=", store.id)
        .where("kind", "=", "card")
        .execute();
    }
  });
});
