import { sql } from "kysely";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "../../../domain/order-money.js";
import type { Db } from "../../db/types.js";
import type { RecordedShipment } from "./types.js";

const INT_MAX = 2_147_483_647;

const asStatus = (s: string): ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(s) ? (s as ShipmentStatus) : "pending";

/**
 * The shipment a tracking lookup means: the one with this tracking number (any letter case), else,
 * for a number that can be an order id, that order's latest shipment. Only shipments of `stores`
 * are found (null: every store), so another store's shipment is as unknown as a made-up number.
 */
export async function findRecordedShipment(
  db: Db,
  term: string,
  stores: readonly number[] | null,
): Promise<RecordedShipment | null> {
  if (stores !== null && stores.length === 0) return null;
  const base = () => {
    let q = db.kysely
      .selectFrom("shipments")
      .select([
        "order_id",
        "carrier",
        "tracking_number",
        "status",
        "created_at",
        "shipped_at",
        "delivered_at",
      ]);
    if (stores !== null) q = q.where("website_id", "in", [...stores]);
    return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(1);
  };
  let row = await base()
    .where(sql<string>`upper(tracking_number)`, "=", term.toUpperCase())
    .executeTakeFirst();
  if (!row && /^\d+$/.test(term) && Number(term) <= INT_MAX)
    row = await base().where("order_id", "=", Number(term)).executeTakeFirst();
  return row ? { ...row, status: asStatus(row.status) } : null;
}
