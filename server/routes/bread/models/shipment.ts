import { sql } from "kysely";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { shipmentSchema } from "../../../../domain/order-money.js";
import { createShipment, deleteShipment, updateShipment } from "../../../services/orders/shipments.js";
import type { BreadModel } from "../model.js";
import { shipmentListDto } from "../../../../domain/contracts/orders.js";

/**
 * Orders' shipments, with their store's and buyer's names as the shipment list shows them; every
 * write is the shipment routes' own (on an order of the same store, never a deleted one).
 */
export const shipmentModel: BreadModel = {
  name: "Shipment",
  table: "shipments",
  scope: "store",
  rights: RESOURCE_RIGHTS.Shipment,
  columns: [
    "id",
    "website_id",
    "order_id",
    "carrier",
    "tracking_number",
    "status",
    "shipped_at",
    "delivered_at",
    "note",
    "created_at",
    "updated_at",
  ],
  extend: (query) =>
    query
      .innerJoin("websites", "websites.id", "shipments.website_id")
      .innerJoin("orders", "orders.id", "shipments.order_id")
      .select([sql.ref("websites.name").as("website_name"), sql.ref("orders.buyer_name").as("buyer_name")]),
  filters: { website_id: "int", order_id: "int", status: "text", carrier: "text", created_at: "date" },
  sorts: ["id", "created_at", "updated_at", "status", "carrier", "order_id"],
  defaultSort: ["created_at", "DESC"],
  // The shipment list's search: the tracking number.
  search: ["tracking_number"],
  service: {
    create: async (input, w) =>
      (await createShipment(w.ctx.db.kysely, w.websiteId, shipmentSchema.parse(input), w.user.id)).id,
    update: async (input, w) => {
      await updateShipment(w.ctx.db.kysely, w.id, shipmentSchema.omit({ order_id: true }).parse(input));
    },
    delete: (w) => deleteShipment(w.ctx.db.kysely, w.id),
  },
  bodies: { create: shipmentSchema, update: shipmentSchema.omit({ order_id: true }) },
  record: shipmentListDto.strict(),
  toDto: (row) => row,
};
