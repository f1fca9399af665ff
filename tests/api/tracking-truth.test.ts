import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPLIER_MSG } from "../../domain/stores.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

interface Tracking {
  provider: string;
  source: string;
  carrier: string;
  tracking_number: string;
  order_id: number;
  status: string;
  known: boolean;
  events: { at: string; status: string; description: string }[];
}

let t: TestApp;
let primary: string;
let team: number;

/** A seeded shipment of the Acme Team Store in this status. */
const seededShipment = (status: string) =>
  t.db.kysely
    .selectFrom("shipments")
    .selectAll()
    .where("website_id", "=", team)
    .where("status", "=", status)
    .orderBy("id")
    .executeTakeFirstOrThrow();

const track = (x: string, token = primary) =>
  call(t.app, "GET", `/api/profill/fetch-tracking/${encodeURIComponent(x)}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  primary = await login(t.app, "primary-admin@example.com");
  team = await storeId(t.db, "Acme Team Store");
});
afterAll(async () => {
  await t.close();
});

describe("shipment tracking answers only what is recorded", () => {
  it("says plainly that a number it does not know is unknown, with no events", async () => {
    const res = await track("nonsense-999");
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      known: false,
      message: SUPPLIER_MSG.trackingUnknown,
      tracking_number: "nonsense-999",
      events: [],
    });
    expect(res.json<{ message: string }>().message).toBe("No shipment with this tracking number.");
  });

  it("shows a delivered demo shipment's recorded events, ending in delivered", async () => {
    const shipment = await seededShipment("delivered");
    const res = await track(shipment.tracking_number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.json<Tracking>();
    expect(answer).toMatchObject({
      known: true,
      provider: "local",
      source: "recorded",
      carrier: shipment.carrier,
      tracking_number: shipment.tracking_number,
      order_id: shipment.order_id,
      status: "delivered",
    });
    expect(answer.events.map((e) => [e.status, e.at])).toEqual([
      ["recorded", shipment.created_at],
      ["shipped", shipment.shipped_at],
      ["delivered", shipment.delivered_at],
    ]);
    expect(answer.events.at(-1)?.description).toBe("Delivered");
    // The number in another letter case and the order's id find the same shipment.
    expect((await track(shipment.tracking_number.toLowerCase())).json()).toEqual(answer);
    expect((await track(String(shipment.order_id))).json()).toEqual(answer);
  });

  it("shows an in-transit demo shipment's events without a delivery", async () => {
    const shipment = await seededShipment("in_transit");
    const res = await track(shipment.tracking_number);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.json<Tracking>();
    expect(answer).toMatchObject({
      status: "in_transit",
      carrier: shipment.carrier,
      order_id: shipment.order_id,
    });
    expect(answer.events.map((e) => [e.status, e.at])).toEqual([
      ["recorded", shipment.created_at],
      ["shipped", shipment.shipped_at],
    ]);
    expect(answer.events.some((e) => e.status === "delivered")).toBe(false);
  });

  it("answers a shipment of a store the caller cannot open orders in as unknown", async () => {
    const shipment = await seededShipment("delivered");
    const outsider = await login(t.app, "owner@example.com");
    const res = await track(shipment.tracking_number, outsider);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ known: false, message: SUPPLIER_MSG.trackingUnknown, events: [] });
    expect((await call(t.app, "GET", `/api/profill/fetch-tracking/${shipment.tracking_number}`)).status).toBe(
      401,
    );
  });
});
