import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { Database, ShipmentsTable } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { ORDER_MSG } from "../../../domain/messages.js";
import type { shipmentSchema } from "../../../domain/order-money.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";

type Q = Kysely<Database>;
export type Shipment = Selectable<ShipmentsTable>;
type ShipmentInput = z.output<typeof shipmentSchema>;

/** A shipment by id (its store was checked by the caller's gate). */
export async function loadShipment(q: Q, id: number): Promise<Shipment> {
  const row = await q.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(ORDER_MSG.shipmentNotFound);
  return row;
}

/**
 * A shipment added to an order of the store: an order of another store answers as a missing one,
 * and a deleted order takes no shipment (409).
 */
export async function createShipment(
  q: Q,
  websiteId: number,
  input: ShipmentInput,
  userId: number,
): Promise<Shipment> {
  const order = await q
    .selectFrom("orders")
    .select(["website_id", "deleted_at"])
    .where("id", "=", input.order_id)
    .executeTakeFirst();
  if (!order || order.website_id !== websiteId) throw notFound(ORDER_MSG.orderNotFound);
  if (order.deleted_at !== null) throw conflict(ORDER_MSG.deletedOrder);
  const now = nowIso();
  return inTransaction(q, async (trx) => {
    const row = await trx
      .insertInto("shipments")
      .values({ ...input, website_id: websiteId, created_by: userId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordShipment(trx, "create", null, row);
    return row;
  });
}

/** Records a write of one shipment in the write's transaction. */
function recordShipment(trx: Q, action: ActivityAction, before: Shipment | null, after: Shipment | null) {
  const row = (after ?? before)!;
  return recordActivity(trx, {
    entity: "Shipment",
    entityId: row.id,
    action,
    websiteId: row.website_id,
    before,
    after,
  });
}

/** A shipment changed; it stays on its order. */
export async function updateShipment(
  q: Q,
  id: number,
  input: Omit<ShipmentInput, "order_id">,
): Promise<Shipment> {
  return inTransaction(q, async (trx) => {
    const before = await loadShipment(trx, id);
    const row = await trx
      .updateTable("shipments")
      .set({ ...input, updated_at: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordShipment(trx, "update", before, row);
    return row;
  });
}

export async function deleteShipment(q: Q, id: number): Promise<void> {
  await inTransaction(q, async (trx) => {
    const before = await loadShipment(trx, id);
    await trx.deleteFrom("shipments").where("id", "=", id).execute();
    await recordShipment(trx, "delete", before, null);
  });
}
