import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFee } from "../../domain/order-money.js";
import { chargingAccount, CURRENCY } from "../../server/services/orders/checkout.js";
import { findPendingCheckout, openCardCheckout } from "../../server/services/orders/pending.js";
import { quoteCart } from "../../server/services/orders/quote.js";
import { reconcileCheckouts } from "../../server/services/orders/reconcile.js";
import { startServerProcess } from "../helpers/server-process.js";
import { createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import {
  BUYER,
  DECLINED_CARD,
  GOOD_CARD,
  buyable,
  connectSandboxCard,
  newCheckoutId,
  storefrontCheckout,
  type Buyable,
} from "./checkout-helpers.js";

let t: TestApp;
let tees: number;
let products: Buyable[];

beforeAll(async () => {
  t = await createTestApp();
  tees = await storeId(t.db, "Oscar's Tees");
  products = await buyable(t, tees);
  await connectSandboxCard(t, tees, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

const buyer = {
  name: BUYER.name,
  email: BUYER.email,
  phone: null,
  address: {
    street: BUYER.street,
    city: BUYER.city,
    postal: BUYER.postal,
    state: null,
    country: BUYER.country,
  },
};

/**
 * What a checkout leaves behind when the server dies between the card charge and the order: the
 * pending checkout recorded before charging and, if `charged`, the sandbox charge made with its key.
 */
async function interruptedCheckout(p: Buyable, charged: boolean) {
  const ctx = t.app.ctx;
  const checkoutId = newCheckoutId();
  const items = [{ product_id: p.product_id, variant_id: p.variant_id, quantity: p.min_quantity }];
  const input = { websiteId: tees, items, buyer, codes: [], payment: { card_number: GOOD_CARD }, checkoutId };
  const account = await chargingAccount(ctx, tees);
  const quote = await quoteCart(t.db.kysely, { websiteId: tees, items, codes: [], email: buyer.email });
  const pending = await openCardCheckout(t.db.kysely, input, {
    provider: account.provider.name,
    amount: quote.charge,
    total: quote.split.total,
    applicationFee: applicationFee(quote.split, quote.charge),
    currency: CURRENCY,
  });
  let chargeId: string | null = null;
  if (charged) {
    const result = await account.provider.createCharge({
      accountExternalId: account.externalId,
      amount: pending.amount,
      applicationFee: pending.application_fee,
      currency: pending.currency,
      description: "test",
      source: input.payment,
      idempotencyKey: pending.reference,
    });
    if (!result.ok) throw new Error(result.declineMessage);
    chargeId = result.chargeId;
  }
  return { pending, checkoutId, items, chargeId };
}

async function pendingRow(id: number) {
  return t.db.kysely
    .selectFrom("hosted_checkouts")
    .select(["status", "order_id", "charge_id", "kind"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function ordersCharged(chargeId: string) {
  return t.db.kysely.selectFrom("orders").select(["id", "price"]).where("charge_id", "=", chargeId).execute();
}

async function sandboxCharges(key: string) {
  return t.db.kysely
    .selectFrom("sandbox_charges")
    .select(["id", "refunded_at"])
    .where("idempotency_key", "like", `${key}%`)
    .execute();
}

describe("reconcileCheckouts", () => {
  it("places the order of a charged checkout exactly once, even when run twice", async () => {
    const p = products[0]!;
    const { pending, chargeId, checkoutId, items } = await interruptedCheckout(p, true);
    // A checkout younger than the age is still being charged: left alone.
    expect(await reconcileCheckouts(t.app.ctx, { olderThanMs: 60_000 })).toMatchObject({ placed: 0 });
    expect((await pendingRow(pending.id)).status).toBe("open");

    const first = await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 });
    expect(first).toMatchObject({ placed: 1, refunded: 0, failed: 0 });
    const second = await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 });
    expect(second).toMatchObject({ placed: 0, refunded: 0, abandoned: 0 });
    const orders = await ordersCharged(chargeId!);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.price).toBe(pending.total);
    expect(await pendingRow(pending.id)).toMatchObject({
      status: "completed",
      order_id: orders[0]!.id,
      charge_id: chargeId,
    });
    // The buyer's form sent again finds that order: no second charge, no second order.
    const again = await storefrontCheckout(t, { items, card_number: GOOD_CARD, checkout_id: checkoutId });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.json<{ id: number }>().id).toBe(orders[0]!.id);
    expect(await sandboxCharges(pending.reference)).toHaveLength(1);
  });

  it("a form sent again after a crash, even with a declined card, gets the order of its first charge", async () => {
    const { pending, chargeId, checkoutId, items } = await interruptedCheckout(products[0]!, true);
    const again = await storefrontCheckout(t, { items, card_number: DECLINED_CARD, checkout_id: checkoutId });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const orders = await ordersCharged(chargeId!);
    expect(orders.map((o) => o.id)).toEqual([again.json<{ id: number }>().id]);
    expect(await sandboxCharges(pending.reference)).toHaveLength(1);
    expect(await pendingRow(pending.id)).toMatchObject({ status: "completed", order_id: orders[0]!.id });
  });

  it("abandons a checkout whose card was never charged; the form can then pay under a new key", async () => {
    const p = products[0]!;
    const { pending, checkoutId, items } = await interruptedCheckout(p, false);
    const result = await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 });
    expect(result).toMatchObject({ placed: 0, abandoned: 1 });
    expect(await pendingRow(pending.id)).toMatchObject({ status: "abandoned", order_id: null });
    expect(await sandboxCharges(pending.reference)).toHaveLength(0);

    const paid = await storefrontCheckout(t, { items, card_number: GOOD_CARD, checkout_id: checkoutId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const charges = await sandboxCharges(pending.reference);
    expect(charges).toHaveLength(1);
    expect(await ordersCharged(charges[0]!.id)).toHaveLength(1);
  });

  it("refunds a charged checkout that can no longer be placed (price changed), once", async () => {
    const p = products[1]!;
    const { pending, chargeId } = await interruptedCheckout(p, true);
    await t.db.kysely
      .updateTable("product_variants")
      .set({ price: p.price + 500 })
      .where("id", "=", p.variant_id)
      .execute();
    try {
      const first = await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 });
      expect(first).toMatchObject({ placed: 0, refunded: 1 });
      const refundedAt = (await sandboxCharges(pending.reference))[0]!.refunded_at;
      expect(refundedAt).not.toBeNull();
      expect(await pendingRow(pending.id)).toMatchObject({ status: "refunded", order_id: null });
      expect(await ordersCharged(chargeId!)).toHaveLength(0);

      expect(await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 })).toMatchObject({ refunded: 0 });
      expect((await sandboxCharges(pending.reference))[0]!.refunded_at).toBe(refundedAt);
    } finally {
      await t.db.kysely
        .updateTable("product_variants")
        .set({ price: p.price })
        .where("id", "=", p.variant_id)
        .execute();
    }
  });

  it("a pending card checkout is not found as a hosted one", async () => {
    const { pending } = await interruptedCheckout(products[0]!, false);
    const hosted = await findPendingCheckout(
      t.db.kysely,
      { sessionId: pending.session_id },
      { kind: "hosted", websiteId: null },
    );
    expect(hosted).toBeNull();
    await reconcileCheckouts(t.app.ctx, { olderThanMs: 0 });
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A restarted server settles every interrupted checkout at start-up, and not again in the test. */
const RECONCILE_NOW = { CHECKOUT_RECONCILE_AFTER: "0", CHECKOUT_RECONCILE_SECONDS: "3600" };

describe("a server killed between the card charge and the order write", () => {
  it("places the order once on restart, without charging the card again", { timeout: 180_000 }, async () => {
    const p = products[0]!;
    const checkoutId = newCheckoutId();
    const body = JSON.stringify({
      checkout_id: checkoutId,
      ...BUYER,
      items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity: p.min_quantity }],
      card_number: GOOD_CARD,
    });
    const post = (baseUrl: string) =>
      fetch(`${baseUrl}/api/storefront/oscars-tees/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    const key = `checkout-${tees}-${checkoutId}`;

    const crashing = await startServerProcess(t, { ...RECONCILE_NOW, TEST_FAULT: "crash-after-charge" });
    await expect(post(crashing.baseUrl)).rejects.toThrow();
    await crashing.exited;
    expect(crashing.process.signalCode, crashing.output()).toBe("SIGKILL");
    // The card was charged and no order was written: the state the crash leaves.
    const charged = await sandboxCharges(key);
    expect(charged).toHaveLength(1);
    const chargeId = charged[0]!.id;
    expect(await ordersCharged(chargeId)).toHaveLength(0);

    const server = await startServerProcess(t, RECONCILE_NOW);
    try {
      // The start-up reconcile settles the checkout.
      const deadline = Date.now() + 30_000;
      while ((await ordersCharged(chargeId)).length === 0 && Date.now() < deadline) await sleep(200);
      const orders = await ordersCharged(chargeId);
      expect(orders, server.output()).toHaveLength(1);
      const pending = await t.db.kysely
        .selectFrom("hosted_checkouts")
        .select(["status", "order_id"])
        .where("reference", "=", key)
        .executeTakeFirstOrThrow();
      expect(pending).toEqual({ status: "completed", order_id: orders[0]!.id });

      // The buyer's retry of the same form gets that order; the card is not charged again.
      const retry = await post(server.baseUrl);
      expect(retry.status).toBe(201);
      expect(((await retry.json()) as { id: number }).id).toBe(orders[0]!.id);
      const after = await sandboxCharges(key);
      expect(after).toEqual([{ id: chargeId, refunded_at: null }]);
      expect(await ordersCharged(chargeId)).toHaveLength(1);
      // Nothing charged without an order anywhere in this store's books.
      const orphans = await t.db.kysely
        .selectFrom("sandbox_charges as c")
        .leftJoin("orders as o", "o.charge_id", "c.id")
        .select("c.id")
        .where("o.id", "is", null)
        .where("c.refunded_at", "is", null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  });
});
