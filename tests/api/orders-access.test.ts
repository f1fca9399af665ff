import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG, ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import {
  GOOD_CARD,
  buyable,
  connectSandboxCard,
  stockOf,
  storefrontCheckout,
  type Buyable,
} from "./checkout-helpers.js";
import { adminOrderBody, anOrder, loginAll, orderRow, q, setStatus } from "./orders-helpers.js";

let t: TestApp;
let tees: number, acme: number;
let admin: string, owner: string, designer: string, salesperson: string, storeAdmin: string;
let products: Buyable[];

/** A real storefront checkout through the sandbox card, as a buyer places it. */
async function placeOrder(p: Buyable, quantity: number, code?: string): Promise<number> {
  const res = await storefrontCheckout(t, {
    items: [{ product_id: p.product_id, variant_id: p.variant_id, quantity }],
    card_number: GOOD_CARD,
    ...(code ? { code } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  [tees, acme] = await Promise.all([storeId(t.db, "Oscar's Tees"), storeId(t.db, "Acme Team Store")]);
  [admin, owner, designer, salesperson, storeAdmin] = await loginAll(t, [
    "admin",
    "owner",
    "designer",
    "salesperson",
    "store-admin",
  ]);
  await connectSandboxCard(t, tees, "owner@example.com");
  products = await buyable(t, tees);
  expect(products.length).toBeGreaterThanOrEqual(1);
});
afterAll(async () => {
  await t.close();
});

describe("PUT /api/orders/{id}/status access", () => {
  it("answers 401 without a session, 404 for another store's order, 422 for a bad status", async () => {
    const id = await anOrder(t, tees);
    expect((await setStatus(t, id, undefined, { status: "completed" })).status).toBe(401);
    const foreign = await setStatus(t, id, storeAdmin, { status: "completed" });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(ORDER_MSG.orderNotFound);
    const bad = await setStatus(t, id, owner, { status: "lost" });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.status).toBe(ORDER_MSG.statusInvalid);
  });

  it("lets a salesperson view an order but not change it (403); the store admin may", async () => {
    const id = await anOrder(t, acme);
    const view = await call(t.app, "GET", `/api/orders/${id}`, { token: salesperson });
    expect(view.status).toBe(200);
    expect(view.json<{ can: { change_status: boolean; ship: boolean } }>().can).toMatchObject({
      change_status: false,
      ship: false,
    });
    const denied = await setStatus(t, id, salesperson, { status: "completed" });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    const managed = await call(t.app, "GET", `/api/orders/${id}`, { token: storeAdmin });
    expect(managed.json<{ can: { change_status: boolean; ship: boolean } }>().can).toMatchObject({
      change_status: true,
      ship: true,
    });
    const done = await setStatus(t, id, storeAdmin, { status: "completed" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});

describe("GET /api/orders/export access", () => {
  const exportAs = (token: string | undefined, filter: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/orders/export?filter=${filter}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers 401 without a session, 400 for a bad filter, 404 for another store", async () => {
    expect((await exportAs(undefined, q({ website_id: tees }))).statusCode).toBe(401);
    expect((await exportAs(owner, q({ website_id: tees, status: "lost" }))).statusCode).toBe(400);
    expect((await exportAs(owner, encodeURIComponent("{not json"))).statusCode).toBe(400);
    expect((await exportAs(owner, q({ website_id: tees, created_at_gte: "yesterday" }))).statusCode).toBe(
      400,
    );
    expect((await exportAs(owner, q({ website_id: acme }))).statusCode).toBe(404);
  });
});

describe("GET /api/orders store sort", () => {
  it("sorts every store's orders by the store name in SQL", async () => {
    const res = await call(
      t.app,
      "GET",
      `/api/orders?filter=${q({ all: true })}&sort=${q(["website_name", "ASC"])}&range=[0,199]`,
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.json<{ website_name: string }[]>().map((r) => r.website_name);
    const seen = [...new Set(names)];
    expect(seen.length).toBeGreaterThan(1);
    // Each store's orders come together, the stores in the database's own name order (its collation).
    expect(names.filter((n, i) => i > 0 && n !== names[i - 1]).length).toBe(seen.length - 1);
    const byName = await t.db.kysely
      .selectFrom("websites")
      .select("name")
      .where("name", "in", seen)
      .orderBy("name")
      .execute();
    expect([...new Set(byName.map((w) => w.name))]).toEqual(seen);
  });
});

describe("admin clone and edit access", () => {
  const body = adminOrderBody(1);

  it("answers 401 without a session and 404 for an order that does not exist", async () => {
    const id = await anOrder(t, tees);
    expect((await call(t.app, "POST", `/api/admin/orders/${id}/clone`, { body })).status).toBe(401);
    expect((await call(t.app, "PUT", `/api/admin/orders/${id}`, { body })).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/admin/orders/99999999/clone", { token: admin, body })).status,
    ).toBe(404);
    expect((await call(t.app, "PUT", "/api/admin/orders/99999999", { token: admin, body })).status).toBe(404);
  });

  it("refuses a bad edit with field errors (422) and an archived order (409)", async () => {
    const id = await anOrder(t, tees);
    const bad = await call(t.app, "PUT", `/api/admin/orders/${id}`, {
      token: admin,
      body: { ...body, buyer_email: "nope", items: [{ ...body.items[0], quantity: 0 }] },
    });
    expect(bad.status).toBe(422);
    const errors = bad.json<{ errors: Record<string, string> }>().errors;
    expect(errors.buyer_email).toBeTruthy();
    expect(errors["items.0.quantity"]).toBeTruthy();
    expect((await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: owner })).status).toBe(200);
    const archived = await call(t.app, "PUT", `/api/admin/orders/${id}`, { token: admin, body });
    expect(archived.status).toBe(409);
    expect(archived.json().message).toBe(ORDER_MSG.deletedOrder);
  });
});

describe("/api/shipments access", () => {
  const list = (token: string | undefined, filter: unknown) =>
    call(t.app, "GET", `/api/shipments?filter=${q(filter)}`, { token });
  const shipment = (orderId: number) => ({
    order_id: orderId,
    carrier: "UPS",
    tracking_number: "1Z999AA10123456784",
    status: "shipped",
  });

  it("lists: 401 without a session, 403 without browse_single_order, 404 for another store, 400 for a bad filter", async () => {
    expect((await list(undefined, { website_id: tees })).status).toBe(401);
    expect((await list(designer, { website_id: acme })).status).toBe(403);
    expect((await list(owner, { website_id: acme })).status).toBe(404);
    expect((await list(owner, { website_id: tees, status: "lost" })).status).toBe(400);
    expect((await list(salesperson, { website_id: acme })).status).toBe(200);
  });

  it("writes need full_admin_access: a salesperson gets 403, another store's order 404, bad input 422", async () => {
    const acmeOrder = await anOrder(t, acme);
    const teesOrder = await anOrder(t, tees);
    const denied = await call(t.app, "POST", "/api/shipments", {
      token: salesperson,
      body: shipment(acmeOrder),
    });
    expect(denied.status).toBe(403);
    const foreign = await call(t.app, "POST", "/api/shipments", {
      token: storeAdmin,
      body: shipment(teesOrder),
    });
    expect(foreign.status).toBe(404);
    const created = await call(t.app, "POST", "/api/shipments", {
      token: storeAdmin,
      body: shipment(acmeOrder),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.json<{ id: number }>();

    const { order_id: _order, ...change } = shipment(acmeOrder);
    expect(
      (
        await call(t.app, "PUT", `/api/shipments/${id}`, {
          token: salesperson,
          body: { ...change, status: "delivered" },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, "DELETE", `/api/shipments/${id}`, { token: salesperson })).status).toBe(403);
    expect((await call(t.app, "GET", `/api/shipments/${id}`, { token: salesperson })).status).toBe(200);
    const bad = await call(t.app, "PUT", `/api/shipments/${id}`, {
      token: storeAdmin,
      body: { ...change, tracking_number: "", status: "lost" },
    });
    expect(bad.status).toBe(422);
    const errors = bad.json<{ errors: Record<string, string> }>().errors;
    expect(errors.tracking_number).toBe(ORDER_MSG.trackingRequired);
    expect(errors.status).toBe(ORDER_MSG.shipmentStatus);
    expect((await call(t.app, "PUT", `/api/shipments/${id}`, { body: change })).status).toBe(401);
    expect((await call(t.app, "DELETE", `/api/shipments/${id}`, { token: storeAdmin })).status).toBe(200);
  });
});

describe("canceling an order gives its money back", () => {
  it("refunds the sandbox charge, drops the pending payout, returns the stock and the gift card balance; twice changes nothing", async () => {
    const p = products[0]!;
    const qty = Math.max(2, p.min_quantity);
    const now = new Date().toISOString();
    const card = await t.db.kysely
      .insertInto("gift_cards")
      .values({
        website_id: tees,
        code: "CANCELBACK234567",
        initial_value: 500,
        balance: 500,
        expires_on: null,
        recipient_email: null,
        recipient_name: null,
        note: null,
        batch: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stockBefore = await stockOf(t, p.supplier_variant_id);
    const id = await placeOrder(p, qty, "cancel-back-2345-67");
    const placed = await orderRow(t, id);
    expect(placed.gift_card).toBe(500);
    expect(placed.charge_id).toMatch(/^ch_sandbox_/);
    expect(await stockOf(t, p.supplier_variant_id)).toBe(stockBefore - qty);
    const balance = async () =>
      (
        await t.db.kysely
          .selectFrom("gift_cards")
          .select("balance")
          .where("id", "=", card.id)
          .executeTakeFirstOrThrow()
      ).balance;
    expect(await balance()).toBe(0);

    const res = await setStatus(t, id, owner, { status: "canceled", note: "Buyer changed their mind" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.json<{ status: string; payment: unknown; can: { change_status: boolean } }>();
    expect(detail.status).toBe("canceled");
    expect(detail.payment).toBeNull();
    expect(detail.can.change_status).toBe(false);

    const charge = await t.db.kysely
      .selectFrom("sandbox_charges")
      .select("refunded_at")
      .where("id", "=", placed.charge_id!)
      .executeTakeFirstOrThrow();
    expect(charge.refunded_at).not.toBeNull();
    const canceled = await orderRow(t, id);
    expect(canceled.refunded_at).not.toBeNull();
    expect(await stockOf(t, p.supplier_variant_id)).toBe(stockBefore);
    expect(await balance()).toBe(500);
    const payouts = await t.db.kysely
      .selectFrom("payments")
      .select("id")
      .where("order_id", "=", id)
      .execute();
    expect(payouts).toEqual([]);

    const snapshot = async () => ({
      stock: await stockOf(t, p.supplier_variant_id),
      balance: await balance(),
      moves: (
        await t.db.kysely
          .selectFrom("gift_card_transactions")
          .select("id")
          .where("gift_card_id", "=", card.id)
          .execute()
      ).length,
      refunded_at: (await orderRow(t, id)).refunded_at,
    });
    const before = await snapshot();
    const again = await setStatus(t, id, owner, { status: "canceled" });
    expect(again.status).toBe(422);
    expect(again.json().message).toBe(ORDER_MSG.statusUnchanged);
    const reopen = await setStatus(t, id, owner, { status: "new" });
    expect(reopen.status).toBe(409);
    expect(reopen.json().message).toBe(ORDER_MSG.canceledFinal);
    // Deleting the canceled order archives it and gives nothing back a second time.
    expect((await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: owner })).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a payout that was already requested and releases the discount use", async () => {
    const p = products[0]!;
    const now = new Date().toISOString();
    // A store honours discount codes only while its plan includes discounts.
    await putStoreOnPlan(t.db, tees, "starter");
    const discount = await t.db.kysely
      .insertInto("discounts")
      .values({
        website_id: tees,
        code: "ONCEBACK",
        kind: "percentage",
        value: 10,
        usage_limit: 1,
        starts_at: "2020-01-01T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = await placeOrder(p, Math.max(1, p.min_quantity), "onceback");
    const usedCount = async () =>
      (
        await t.db.kysely
          .selectFrom("discounts")
          .select("used_count")
          .where("id", "=", discount.id)
          .executeTakeFirstOrThrow()
      ).used_count;
    expect(await usedCount()).toBe(1);
    await t.db.kysely.updateTable("payments").set({ is_request: 1 }).where("order_id", "=", id).execute();

    const res = await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payouts = await t.db.kysely
      .selectFrom("payments")
      .select("is_request")
      .where("order_id", "=", id)
      .execute();
    expect(payouts).toEqual([{ is_request: 1 }]);
    expect(await usedCount()).toBe(0);
    const redemptions = await t.db.kysely
      .selectFrom("discount_redemptions")
      .select("id")
      .where("order_id", "=", id)
      .execute();
    expect(redemptions).toEqual([]);
    const order = await orderRow(t, id);
    expect([order.status, order.deleted_at !== null, order.refunded_at !== null]).toEqual([
      "canceled",
      true,
      true,
    ]);
    // The freed use can be taken again.
    await placeOrder(p, Math.max(1, p.min_quantity), "ONCEBACK");
    expect(await usedCount()).toBe(1);
  });
});

describe("the order and shipment lists' stores", () => {
  it("name one store (the filter's, else the active one) unless filter.all asks for every store", async () => {
    const [mine, theirs] = [await anOrder(t, tees), await anOrder(t, acme)];
    const active = { "x-website-id": String(tees) };
    const ids = async (filter: unknown, headers: Record<string, string> = {}) => {
      const res = await call(t.app, "GET", `/api/orders?filter=${q(filter)}&range=[0,999]`, {
        token: admin,
        headers,
      });
      expect(res.status).toBe(200);
      return res.json<{ id: number }[]>().map((r) => r.id);
    };
    const activeOnly = await ids({}, active);
    expect(activeOnly).toContain(mine);
    expect(activeOnly).not.toContain(theirs);
    const every = await ids({ all: true }, active);
    expect(every).toEqual(expect.arrayContaining([mine, theirs]));
    const named = await ids({ all: true, website_id: acme }, active);
    expect(named).toContain(theirs);
    expect(named).not.toContain(mine);
  });

  it("answer 404 for a store out of reach and 400 for a malformed filter, in both lists", async () => {
    for (const list of ["/api/orders", "/api/shipments"]) {
      const foreign = await call(t.app, "GET", `${list}?filter=${q({ website_id: tees })}`, {
        token: storeAdmin,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.json().message).toBe(MSG.websiteNotFound);
      const notJson = await call(t.app, "GET", `${list}?filter=%7Bnope`, { token: owner });
      expect(notJson.status).toBe(400);
      expect(notJson.json().message).toBe("The filter parameter must be JSON.");
      const unknown = await call(t.app, "GET", `${list}?filter=${q({ nope: 1 })}`, { token: owner });
      expect(unknown.status).toBe(400);
      expect(unknown.json().message).toBe("The filter parameter is invalid.");
    }
  });

  it("answers a shipment for another store's order exactly as for a missing order", async () => {
    const id = await anOrder(t, tees);
    const body = { order_id: id, carrier: "UPS", tracking_number: "1Z999", status: "shipped" };
    const foreign = await call(t.app, "POST", "/api/shipments", { token: storeAdmin, body });
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(ORDER_MSG.orderNotFound);
    const missing = await call(t.app, "POST", "/api/shipments", {
      token: storeAdmin,
      body: { ...body, order_id: 99999999 },
    });
    expect(missing.json().message).toBe(foreign.json().message);
  });
});
