import { loadOrder } from "../../../services/orders/detail.js";
import { sql } from "kysely";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { orderStatusSchema } from "../../../../domain/order-money.js";
import { canSeeMoney } from "../../../../domain/permissions.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { fromJson } from "../../../db/json.js";
import type { Order } from "../../../db/schema.js";
import { changeOrderStatus, deletePurchase } from "../../../services/orders/status.js";
import { copyRow, type BreadModel, type RecordWrite } from "../model.js";
import { z } from "zod";
import { addressDto, orderListDto } from "../../../../domain/contracts/orders.js";
import { timestamp } from "../record-types.js";

const NONE: ReadonlySet<string> = new Set();

/** An order as BREAD answers it: the list's columns plus its buyer account and shipping address. */
const orderRecord = orderListDto
  .pick({
    id: true,
    website_id: true,
    website_name: true,
    buyer_name: true,
    buyer_email: true,
    status: true,
    price: true,
    platform_fee: true,
    profit: true,
    created_at: true,
  })
  .extend({
    buyer_user_id: z.number().nullable(),
    shipping_address: addressDto.loose(),
    updated_at: timestamp,
    version: recordVersion,
  })
  .strict();

export const orderModel: BreadModel = {
  name: "Order",
  table: "orders",
  scope: "store",
  rights: RESOURCE_RIGHTS.Order,
  columns: [
    "id",
    "website_id",
    "buyer_user_id",
    "buyer_name",
    "buyer_email",
    "status",
    "price",
    "platform_fee",
    "profit",
    "shipping_address",
    "created_at",
    "updated_at",
    "version",
  ],
  extend: (query) =>
    query
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select(sql.ref("websites.name").as("website_name")),
  filters: { website_id: "int", status: "text", buyer_email: "text", created_at: "date", price: "int" },
  // Not by profit: its order would tell what the store earns to roles that may not see it.
  sorts: ["id", "created_at", "price", "status", "buyer_name"],
  defaultSort: ["created_at", "DESC"],
  search: ["buyer_name", "buyer_email"],
  softDelete: "deleted_at",
  // A status change and a delete are the order page's own writes, with their rules and everything
  // a cancel gives back (refund, stock, codes, payout, history, statistics).
  service: {
    update: async (input, w) => {
      const { status, note } = orderStatusSchema.parse(input);
      const order = await fullOrder(w);
      await changeOrderStatus(w.ctx, order, {
        status,
        note: note ?? null,
        userId: w.user.id,
        version: w.version,
      });
    },
    delete: async (w) => {
      await deletePurchase(w.ctx, await fullOrder(w), w.user.id);
    },
  },
  // What the store earns is for those who see its money; the platform's fee for platform admins.
  redact: (dto, access) => {
    if (!canSeeMoney(access)) dto.profit = null;
    if (!access.isAdmin) dto.platform_fee = null;
  },
  bodies: { update: orderStatusSchema },
  record: orderRecord,
  toDto: (row) => {
    const dto = copyRow(row, NONE);
    dto.shipping_address = fromJson(row.shipping_address, {});
    return dto;
  },
};

/** The whole order row (BREAD reads only its listed columns). */
function fullOrder(w: RecordWrite): Promise<Order> {
  return loadOrder(w.ctx, w.id);
}
