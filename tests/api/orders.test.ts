import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG, ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, storeId, type TestApp } from "../helpers/test-app.js";
import { adminOrderBody, anOrder, loginAll, orderRow, q, setStatus } from "./orders-helpers.js";

let t: TestApp;
let tees: number, acme: number, events: number;
let admin: string,
  owner: string,
  designer: string,
  salesperson: string,
  client: string,
  storeAdmin: string,
  companyAdmin: string;

const list = (token: string | undefined, filter: Record<string, unknown>, extra = "") =>
  call(t.app, "GET", `/api/orders?filter=${q(filter)}${extra}`, { token });
const total = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers["content-range"]).split("/")[1]);

async function liveCount(websiteId: number, status?: string): Promise<number> {
  let query = t.db.kysely
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("website_id", "=", websiteId)
    .where("deleted_at", "is", null);
  if (status) query = query.where("status", "=", status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

beforeAll(async () => {
  t = await createTestApp();
  [tees, acme, events] = await Promise.all([
    storeId(t.db, "Oscar's Tees"),
    storeId(t.db, "Acme Team Store"),
    storeId(t.db, "Acme Events"),
  ]);
  [admin, owner, designer, salesperson, client, storeAdmin, companyAdmin] = await loginAll(t, [
    "admin",
    "owner",
    "designer",
    "salesperson",
    "client",
    "store-admin",
    "company-admin",
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/orders", () => {
  it("pages a store's live orders in SQL with Content-Range and hides the fee split from non-admins", async () => {
    const res = await list(owner, { website_id: tees }, "&range=[0,9]");
    expect(res.status).toBe(200);
    expect(total(res)).toBe(await liveCount(tees));
    const rows =
      res.json<{ id: number; created_at: string; platform_fee: number | null; website_name: string }[]>();
    expect(rows).toHaveLength(10);
    expect(rows[0]!.platform_fee).toBeNull();
    expect(rows[0]!.website_name).toBe("Oscar's Tees");
    const dates = rows.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by status, date range and buyer, and sorts by price", async () => {
    const completed = await list(owner, { website_id: tees, status: "completed" });
    expect(total(completed)).toBe(await liveCount(tees, "completed"));
    const from = "2026-06-01T00:00:00.000Z";
    const ranged = await list(owner, { website_id: tees, created_at_gte: from }, "&range=[0,999]");
    expect(ranged.json<{ created_at: string }[]>().every((r) => r.created_at >= from)).toBe(true);
    // The total sums whole days from the daily rollup and counts the partial days at both ends.
    for (const [gte, lte] of [
      ["2026-04-03T10:15:00.000Z", "2026-05-20T08:00:00.000Z"],
      ["2026-05-01T00:00:00.000Z", "2026-05-31T23:59:59.999Z"],
      ["2026-06-10T09:00:00.000Z", "2026-06-10T18:00:00.000Z"],
    ] as const) {
      const res = await list(owner, {
        website_id: tees,
        status: "completed",
        created_at_gte: gte,
        created_at_lte: lte,
      });
      const direct = await t.db.kysely
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("website_id", "=", tees)
        .where("status", "=", "completed")
        .where("deleted_at", "is", null)
        .where("created_at", ">=", gte)
        .where("created_at", "<=", lte)
        .executeTakeFirstOrThrow();
      expect(total(res), `${gte}..${lte}`).toBe(Number(direct.n));
    }
    const sample = completed.json<{ buyer_email: string }[]>()[0]!;
    const found = await list(owner, { website_id: tees, q: sample.buyer_email.toUpperCase() });
    expect(found.json<{ buyer_email: string }[]>().every((r) => r.buyer_email === sample.buyer_email)).toBe(
      true,
    );
    const cheap = await list(
      owner,
      { website_id: tees },
      `&sort=${encodeURIComponent('["price","ASC"]')}&range=[0,19]`,
    );
    const prices = cheap.json<{ price: number }[]>().map((r) => r.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("lists every store of the caller with all (company orders) and every store for admins, fees included", async () => {
    const company = await list(companyAdmin, { all: true }, "&range=[0,999]");
    expect(company.status).toBe(200);
    const stores = new Set(company.json<{ website_id: number }[]>().map((r) => r.website_id));
    expect(stores.has(tees)).toBe(false);
    expect(total(company)).toBe(
      (await liveCount(acme)) +
        (await liveCount(events)) +
        (await liveCount(await storeId(t.db, "Acme Demo Store"))),
    );
    const all = await list(admin, { all: true });
    expect(total(all)).toBeGreaterThan(total(company));
    expect(all.json<{ platform_fee: number | null }[]>()[0]!.platform_fee).not.toBeNull();
  });

  it("answers 401 without a session, 404 for another store, 403 without browse_orders, 400 for a bad filter", async () => {
    expect((await list(undefined, { website_id: tees })).status).toBe(401);
    expect((await list(owner, { website_id: acme })).status).toBe(404);
    expect((await list(designer, { website_id: acme })).status).toBe(403);
    expect((await list(owner, { website_id: tees, status: "lost" })).status).toBe(400);
  });

  it("picks orders by id among the caller's stores (getMany) and exports only the picked rows", async () => {
    const mine = (await list(owner, { website_id: tees }, "&range=[0,2]")).json<{ id: number }[]>();
    const theirs = (await list(companyAdmin, { all: true }, "&range=[0,0]")).json<{ id: number }[]>();
    const ids = [...mine.map((r) => r.id), theirs[0]!.id];
    const picked = await list(owner, { id: ids, all: true });
    expect(picked.status).toBe(200);
    expect(
      picked
        .json<{ id: number }[]>()
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual(mine.map((r) => r.id).sort((a, b) => a - b));
    expect(total(picked)).toBe(mine.length);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/orders/export?filter=${q({ website_id: tees, id: [mine[0]!.id] })}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(",")[0]).toBe(String(mine[0]!.id));
    expect((await list(owner, { id: ["x"] })).status).toBe(400);
  });

  it("exports the filtered orders as CSV, the fee column for admins only", async () => {
    const filter = q({ website_id: tees, status: "canceled" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/orders/export?filter=${filter}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "id,created_at,store,buyer,email,status,subtotal,discount,price,profit,archived_at",
    );
    expect(lines.length - 1).toBe(await liveCount(tees, "canceled"));
    const asAdmin = await t.app.inject({
      method: "GET",
      url: `/api/orders/export?filter=${filter}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.body.split(/\r?\n/)[0]).toContain("platform_fee");
    const denied = await t.app.inject({
      method: "GET",
      url: `/api/orders/export?filter=${q({ website_id: acme })}`,
      headers: { authorization: `Bearer ${designer}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe("order detail and status", () => {
  it("shows lines, address, history and payment; 404 for another store, 403 without browse_single_order", async () => {
    const id = await anOrder(t, tees);
    const res = await call(t.app, "GET", `/api/orders/${id}`, { token: owner });
    expect(res.status).toBe(200);
    const detail = res.json<{
      items: unknown[];
      shipping_address: { city?: string };
      can: { delete: boolean };
    }>();
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.shipping_address.city).toBeTruthy();
    expect(detail.can.delete).toBe(true);
    expect((await call(t.app, "GET", `/api/orders/${id}`, { token: storeAdmin })).status).toBe(404);
    const acmeOrder = await anOrder(t, acme);
    expect((await call(t.app, "GET", `/api/orders/${acmeOrder}`, { token: designer })).status).toBe(403);
    // The seed grants the client browse_single_order explicitly on the launched store.
    expect((await call(t.app, "GET", `/api/orders/${acmeOrder}`, { token: client })).status).toBe(200);
    expect((await call(t.app, "GET", `/api/orders/${acmeOrder}`, { token: salesperson })).status).toBe(200);
    expect((await call(t.app, "GET", `/api/orders/${acmeOrder}`)).status).toBe(401);
  });

  it("changes the status with a note, keeps the history and recounts the dashboard day", async () => {
    const id = await anOrder(t, tees);
    const order = await orderRow(t, id);
    const res = await setStatus(t, id, owner, { status: "completed", note: "Shipped by hand" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.json<{
      status: string;
      history: { to_status: string; note: string | null; user_name: string | null }[];
    }>();
    expect(detail.status).toBe("completed");
    const last = detail.history[detail.history.length - 1]!;
    expect([last.to_status, last.note, last.user_name]).toEqual([
      "completed",
      "Shipped by hand",
      "Oscar Owner",
    ]);
    const day = order.created_at.slice(0, 10);
    const stats = await t.db.kysely
      .selectFrom("order_stats_daily")
      .select(["status", "orders"])
      .where("website_id", "=", tees)
      .where("day", "=", day)
      .execute();
    const counted = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", tees)
      .where("status", "=", "completed")
      .where("deleted_at", "is", null)
      .where("created_at", ">=", `${day}T00:00:00.000Z`)
      .where("created_at", "<", `${day}T99`)
      .executeTakeFirstOrThrow();
    expect(Number(stats.find((s) => s.status === "completed")?.orders ?? 0)).toBe(Number(counted.n));

    const same = await setStatus(t, id, owner, { status: "completed" });
    expect(same.status).toBe(422);
    expect(same.json().message).toBe(ORDER_MSG.statusUnchanged);
    const bad = await setStatus(t, id, owner, { status: "lost" });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.status).toBe(ORDER_MSG.statusInvalid);
  });
});

describe("POST /api/delete/purchase/{id}", () => {
  it("lets only the owner or an admin cancel and archive; the order leaves the list and shows as archived", async () => {
    const id = await anOrder(t, tees);
    const acmeOrder = await anOrder(t, acme);
    const notOwner = await call(t.app, "POST", `/api/delete/purchase/${acmeOrder}`, { token: storeAdmin });
    expect(notOwner.status).toBe(403);
    expect(notOwner.json().message).toBe(MSG.permissionDenied);
    expect((await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: storeAdmin })).status).toBe(404);
    expect((await call(t.app, "POST", `/api/delete/purchase/${id}`)).status).toBe(401);

    const res = await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(ORDER_MSG.deleted);
    const row = await orderRow(t, id);
    expect(row.status).toBe("canceled");
    expect(row.deleted_at).not.toBeNull();
    const live = await list(owner, { website_id: tees, q: `#${id}` });
    expect(total(live)).toBe(0);
    const archived = await list(owner, { website_id: tees, archived: true, q: `#${id}` });
    expect(archived.json<{ id: number }[]>().map((r) => r.id)).toEqual([id]);
    expect((await call(t.app, "POST", `/api/delete/purchase/${id}`, { token: owner })).status).toBe(409);
    const status = await setStatus(t, id, owner, { status: "new" });
    expect(status.status).toBe(409);
  });
});

describe("admin clone and edit", () => {
  const body = adminOrderBody(3);

  it("clones an order as a new one with its own exact split (admin only)", async () => {
    const source = await anOrder(t, tees, "completed");
    expect(
      (await call(t.app, "POST", `/api/admin/orders/${source}/clone`, { token: owner, body })).status,
    ).toBe(403);
    const res = await call(t.app, "POST", `/api/admin/orders/${source}/clone`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const clone = res.json<{
      id: number;
      cloned_from: number;
      price: number;
      platform_fee: number;
      profit: number;
      supplier_cost: number;
      status: string;
    }>();
    expect(clone.cloned_from).toBe(source);
    expect(clone.status).toBe("new");
    expect(clone.price).toBe(7500);
    expect(clone.supplier_cost).toBe(2700);
    expect(clone.platform_fee).toBe(900);
    expect(clone.profit).toBe(3900);
    const empty = await call(t.app, "POST", `/api/admin/orders/${source}/clone`, {
      token: admin,
      body: { ...body, items: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.json<{ errors: Record<string, string> }>().errors.items).toBe(ORDER_MSG.itemsRequired);
    const foreign = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    const mixed = await call(t.app, "POST", `/api/admin/orders/${source}/clone`, {
      token: admin,
      body: { ...body, items: [{ ...body.items[0], product_id: foreign.id }] },
    });
    expect(mixed.status).toBe(422);
    const negative = await call(t.app, "POST", `/api/admin/orders/${source}/clone`, {
      token: admin,
      body: { ...body, items: [{ ...body.items[0], unit_platform_fee: -1 }] },
    });
    expect(negative.status).toBe(422);
    expect(negative.json<{ errors: Record<string, string> }>().errors["items.0.unit_platform_fee"]).toBe(
      ORDER_MSG.unitFee,
    );
  });

  it("edits an order's lines and recomputes the split and its unpaid payout", async () => {
    const id = await anOrder(t, tees);
    const res = await call(t.app, "PUT", `/api/admin/orders/${id}`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await orderRow(t, id);
    expect(order.buyer_name).toBe("Carl Clone");
    expect(order.platform_fee + order.profit + order.supplier_cost).toBe(order.price);
    const lines = await t.db.kysely
      .selectFrom("order_items")
      .select(["unit_cost", "unit_platform_fee"])
      .where("order_id", "=", id)
      .execute();
    expect(lines).toEqual([{ unit_cost: 900, unit_platform_fee: 300 }]);
    expect((await call(t.app, "PUT", `/api/admin/orders/${id}`, { token: owner, body })).status).toBe(403);
  });
});

describe("shipments", () => {
  it("creates, lists, changes and deletes an order's shipments", async () => {
    const orderId = await anOrder(t, tees, "completed");
    const bad = await call(t.app, "POST", "/api/shipments", {
      token: owner,
      body: { order_id: orderId, carrier: "", tracking_number: "1Z999", status: "shipped" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors.carrier).toBe(ORDER_MSG.carrierRequired);
    const created = await call(t.app, "POST", "/api/shipments", {
      token: owner,
      body: {
        order_id: orderId,
        carrier: "UPS",
        tracking_number: "1Z999AA10123456784",
        status: "shipped",
        shipped_at: "2026-06-10",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipment = created.json<{ id: number; website_id: number; shipped_at: string }>();
    expect(shipment.website_id).toBe(tees);
    expect(shipment.shipped_at).toBe("2026-06-10T00:00:00.000Z");

    const listed = await call(
      t.app,
      "GET",
      `/api/shipments?filter=${q({ website_id: tees, order_id: orderId })}`,
      { token: owner },
    );
    expect(listed.status).toBe(200);
    expect(listed.json<{ id: number }[]>().map((s) => s.id)).toContain(shipment.id);
    expect(String(listed.headers["content-range"])).toMatch(/^shipments 0-\d+\/\d+$/);

    const detail = await call(t.app, "GET", `/api/orders/${orderId}`, { token: owner });
    expect(detail.json<{ shipments: { id: number }[] }>().shipments.map((s) => s.id)).toContain(shipment.id);

    const changed = await call(t.app, "PUT", `/api/shipments/${shipment.id}`, {
      token: owner,
      body: {
        carrier: "UPS",
        tracking_number: "1Z999AA10123456784",
        status: "delivered",
        delivered_at: "2026-06-12T10:00:00Z",
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json<{ status: string }>().status).toBe("delivered");

    expect((await call(t.app, "GET", `/api/shipments/${shipment.id}`, { token: storeAdmin })).status).toBe(
      404,
    );
    expect((await call(t.app, "DELETE", `/api/shipments/${shipment.id}`, { token: storeAdmin })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", `/api/shipments/${shipment.id}`)).status).toBe(401);
    const acmeOrder = await anOrder(t, acme);
    const denied = await call(t.app, "POST", "/api/shipments", {
      token: designer,
      body: { order_id: acmeOrder, carrier: "UPS", tracking_number: "X1", status: "pending" },
    });
    expect(denied.status).toBe(403);

    const gone = await call(t.app, "DELETE", `/api/shipments/${shipment.id}`, { token: owner });
    expect(gone.status).toBe(200);
    expect((await call(t.app, "GET", `/api/shipments/${shipment.id}`, { token: owner })).status).toBe(404);
  });
});
