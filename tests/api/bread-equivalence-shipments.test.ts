import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/** A BREAD write of a shipment and the shipment routes' are one operation: see tests/helpers/bread-equivalence.ts. */

const sides = twoSides();

async function nthShipment(db: Db, acme: number, k: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("shipments")
    .select("id")
    .where("website_id", "=", acme)
    .orderBy("id")
    .offset(k)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function firstLiveOrder(db: Db, acme: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("orders")
    .select("id")
    .where("website_id", "=", acme)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const shipments = (db: Db, acme: number) =>
  db.kysely
    .selectFrom("shipments")
    .select(["order_id", "carrier", "tracking_number", "status", "note", "created_by"])
    .where("website_id", "=", acme)
    .orderBy("order_id")
    .orderBy("tracking_number")
    .execute();

const OUTCOMES =
  "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok";
const fields = {
  carrier: "UPS",
  tracking_number: "1ZEQUIV",
  status: "shipped",
  shipped_at: null,
  delivered_at: null,
};

const CASES: Case[] = [
  {
    name: "Shipment: add to an order",
    outcomes: OUTCOMES,
    target: (db, acme) => firstLiveOrder(db, acme),
    bread: (orderId, acme) => ({
      method: "POST",
      url: "/api/bread/Shipment",
      body: { website_id: acme, order_id: orderId, ...fields },
    }),
    route: (orderId) => ({ method: "POST", url: "/api/shipments", body: { order_id: orderId, ...fields } }),
    state: (db, _id, acme) => shipments(db, acme),
  },
  {
    name: "Shipment: change",
    outcomes: OUTCOMES,
    target: (db, acme) => nthShipment(db, acme, 0),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Shipment/${id}`,
      body: { ...fields, status: "delivered" },
    }),
    route: (id) => ({ method: "PUT", url: `/api/shipments/${id}`, body: { ...fields, status: "delivered" } }),
    state: (db, _id, acme) => shipments(db, acme),
  },
  {
    name: "Shipment: delete",
    outcomes: OUTCOMES,
    target: (db, acme, k) => nthShipment(db, acme, k + 1),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Shipment/${id}` }),
    route: (id) => ({ method: "DELETE", url: `/api/shipments/${id}` }),
    state: (db, _id, acme) => shipments(db, acme),
  },
];

describe("BREAD writes of shipments are the shipment routes' own", () => {
  equivalenceTests(sides, CASES);
});
