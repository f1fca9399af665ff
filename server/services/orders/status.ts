import { ORDER_MSG } from "../../../domain/messages.js";
import { assertVersion, bumpVersion } from "../versions/index.js";
import type { OrderStatus } from "../../../domain/orders.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Order } from "../../db/schema.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { refreshOrderStats } from "../stats/rollup.js";
import { cancelOrder } from "./cancel.js";
import { recordStatus } from "./history.js";
import { recordOrderWrite } from "./activity.js";

/**
 * An order's status change, the one implementation every path calls (the order page's status
 * route and BREAD's Order update). An archived order cannot change, a canceled one is final, and
 * canceling gives everything back (see cancelOrder); every change leaves a history line and
 * recounts the dashboard rollup in the same transaction.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  order: Order,
  change: { status: OrderStatus; note: string | null; userId: number; version?: number | null },
): Promise<Order> {
  // An order changed since the screen read it is refused before anything (a cancel refunds first).
  assertVersion(order, change.version);
  if (order.deleted_at !== null) throw conflict(ORDER_MSG.deletedOrder);
  const { status, note, userId } = change;
  if (status === order.status) throw invalid({ status: ORDER_MSG.statusUnchanged });
  // Shopify's rule: the refund and the returned stock cannot be taken back, so neither can the cancel.
  if (order.status === "canceled") throw conflict(ORDER_MSG.canceledFinal);
  if (status === "canceled") return cancelOrder(ctx, order, { userId, note, archive: false });
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await bumpVersion(trx, "orders", order.id, change.version);
    const row = await trx
      .updateTable("orders")
      .set({ status, updated_at: nowIso() })
      .where("id", "=", order.id)
      .where("deleted_at", "is", null)
      .where("status", "<>", "canceled")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(ORDER_MSG.canceledFinal);
    await recordStatus(trx, { orderId: order.id, from: order.status, to: status, userId, note });
    await refreshOrderStats(trx, [row]);
    await recordOrderWrite(trx, order.id, "status", order);
    return row;
  });
}

/**
 * Deleting a purchase cancels it exactly as a status change to canceled does and archives it; it
 * stays in reports as deleted. Who may do it (the store owner or a platform admin) is checked by
 * the caller's access gate.
 */
export async function deletePurchase(ctx: AppContext, order: Order, userId: number): Promise<Order> {
  if (order.deleted_at !== null) throw conflict(ORDER_MSG.deletedOrder);
  return cancelOrder(ctx, order, { userId, note: ORDER_MSG.deleted, archive: true });
}
