import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** /api/bread/Shipment: orders' shipments, on the seeded demo data. */

let t: TestApp;
let primary: string, owner: string, salesperson: string;
let acme: number, oscars: number;

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

type Shipment = { id: number; website_id: number; order_id: number; status: string; website_name: string };

const orderOf = async (websiteId: number, deleted = false) =>
  (
    await t.db.kysely
      .selectFrom("orders")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("deleted_at", deleted ? "is not" : "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  [primary, owner, salesperson] = await Promise.all(
    ["primary-admin", "owner", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

describe("/api/bread/Shipment", () => {
  it("lists a store's shipments with their store's name and the same total as the shipment list", async () => {
    const res = await call(t.app, "GET", `/api/bread/Shipment?${q({ filter: { website_id: acme } })}`, {
      token: salesperson,
    });
    expect(res.status).toBe(200);
    const counted = await t.db.kysely
      .selectFrom("shipments")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    expect(res.headers["content-range"]).toMatch(new RegExp(`/${Number(counted.n)}$`));
    const rows = res.json<Shipment[]>();
    expect(rows.every((s) => s.website_id === acme && s.website_name === "Acme Team Store")).toBe(true);
    expect(
      (
        await call(t.app, "GET", `/api/bread/Shipment?${q({ filter: { website_id: acme } })}`, {
          token: owner,
        })
      ).status,
    ).toBe(404);
  });

  it("adds, changes and deletes as the shipment routes do, only on an order of the same store", async () => {
    const body = {
      order_id: await orderOf(acme),
      carrier: "UPS",
      tracking_number: "1Z999",
      status: "shipped",
    };
    const made = await call(t.app, "POST", "/api/bread/Shipment", {
      token: primary,
      body: { website_id: acme, ...body, shipped_at: null, delivered_at: null },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const shipment = made.json<Shipment>();
    // An order of another store, named from one's own store, is not found there.
    const foreign = await call(t.app, "POST", "/api/bread/Shipment", {
      token: primary,
      body: {
        website_id: acme,
        ...body,
        order_id: await orderOf(oscars),
        shipped_at: null,
        delivered_at: null,
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(ORDER_MSG.orderNotFound);
    expect(
      (
        await call(t.app, "PUT", `/api/bread/Shipment/${shipment.id}`, {
          token: salesperson,
          body: { status: "delivered" },
        })
      ).status,
    ).toBe(403);
    const changed = await call(t.app, "PUT", `/api/bread/Shipment/${shipment.id}`, {
      token: primary,
      body: {
        carrier: "DHL",
        tracking_number: "JD0001",
        status: "delivered",
        shipped_at: null,
        delivered_at: null,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.json<Shipment>()).toMatchObject({ status: "delivered", order_id: body.order_id });
    expect((await call(t.app, "DELETE", `/api/bread/Shipment/${shipment.id}`, { token: owner })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, "DELETE", `/api/bread/Shipment/${shipment.id}`, { token: primary })).status,
    ).toBe(200);
    expect(
      await t.db.kysely.selectFrom("shipments").select("id").where("id", "=", shipment.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
