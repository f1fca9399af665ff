import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { matchesAny } from "../../db/like.js";
import type { ShipmentFilter } from "../../../domain/contracts/orders.js";

export const SHIPMENT_SORTS = ["id", "created_at", "updated_at", "status", "carrier", "order_id"] as const;

/**
 * A page of the shipments of `scope` (every store when null) with their store's name and buyer,
 * filtered by order, status and tracking number, and their number.
 */
export async function listShipments(
  db: Kysely<Database>,
  scope: number[] | null,
  filter: ShipmentFilter,
  page: { sort: [(typeof SHIPMENT_SORTS)[number], "asc" | "desc"]; offset: number; limit: number },
) {
  const [field, direction] = page.sort;
  let q = db.selectFrom("shipments");
  if (scope !== null)
    q = scope.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where("shipments.website_id", "in", scope);
  if (filter.order_id) q = q.where("shipments.order_id", "=", filter.order_id);
  if (filter.status) q = q.where("shipments.status", "=", filter.status);
  const term = filter.q?.trim().toLowerCase();
  if (term) q = q.where(matchesAny<"shipments">(["shipments.tracking_number"], term));
  const [rows, count] = await Promise.all([
    q
      .innerJoin("websites", "websites.id", "shipments.website_id")
      .innerJoin("orders", "orders.id", "shipments.order_id")
      .selectAll("shipments")
      .select(["websites.name as website_name", "orders.buyer_name"])
      .orderBy(`shipments.${field}`, direction)
      .orderBy("shipments.id", direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
