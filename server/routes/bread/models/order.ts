import { sql } from "kysely";
import { z } from "zod";
import { ORDER_STATUSES } from "../../../../domain/orders.js";
import { fromJson, nowIso } from "../../../db/json.js";
import { refreshOrderStats, type OrderRef } from "../../../services/stats/rollup.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { copyRow, type BreadModel, type Row } from "../model.js";

const NONE: ReadonlySet<string> = new Set();

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
  ],
  extend: (query) =>
    query
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select(sql.ref("websites.name").as("website_name")),
  filters: { website_id: "int", status: "text", buyer_email: "text", created_at: "date", price: "int" },
  sorts: ["id", "created_at", "price", "profit", "status", "buyer_name"],
  defaultSort: ["created_at", "DESC"],
  search: ["buyer_name", "buyer_email"],
  softDelete: "deleted_at",
  // DECISIONS.md: deleting a purchase cancels and archives it; it stays in reports as deleted.
  softDeleteValues: () => ({ status: "canceled", deleted_at: nowIso(), updated_at: nowIso() }),
  update: {
    schema: z.object({
      status: z.enum(ORDER_STATUSES, { error: "Choose one of: new, completed, canceled." }),
    }),
    prepare: (input) => ({ status: input.status, updated_at: nowIso() }),
  },
  // The dashboard reads order_stats_daily / product_sales_daily: recount the order's days in this write.
  afterWrite: async (trx, id, before) => {
    const now = await trx
      .selectFrom("orders")
      .select(["website_id", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    const touched: OrderRef[] = now ? [now] : [];
    if (before) touched.push(orderRef(before));
    await refreshOrderStats(trx, touched);
  },
  toDto: (row) => {
    const dto = copyRow(row, NONE);
    dto.shipping_address = fromJson(row.shipping_address, {});
    return dto;
  },
};

function orderRef(row: Row): OrderRef {
  return { website_id: Number(row.website_id), created_at: String(row.created_at) };
}
