import { sql, type Kysely } from "kysely";
import { bumpVersion } from "../versions/index.js";
import { ORDER_MSG } from "../../../domain/messages.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Database, Order } from "../../db/schema.js";
import { conflict, unavailable } from "../../../domain/errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { paymentProvidersFor, PaymentProviderError } from "../payments/index.js";
import { refreshOrderStats } from "../stats/rollup.js";
import { recordStatus } from "./history.js";
import { recordOrderWrite } from "./activity.js";
import { returnOrderStock } from "./stock.js";

type Q = Kysely<Database>;

/**
 * Canceling an order, the one way every path does it (PUT /api/orders/{id}/status to canceled,
 * POST /api/delete/purchase/{id}). A canceled order is final: nothing of it stays with anyone.
 * - the card charge is refunded through the provider that took it, before anything changes
 *   (a refused refund changes nothing and says why); orders.refunded_at keeps it to once;
 * - in ONE transaction: the status (and for a delete the archive mark) with its history line,
 *   the payout not yet requested nor paid is dropped (a requested or paid one stays: it is
 *   settled between the platform and the owner outside this order), the stock the checkout took
 *   goes back, a discount use is released, a gift card gets back what the order took from it, gift
 *   cards the order bought are emptied and disabled, and the dashboard rollup is recounted.
 * Every step is guarded on its own (claimed rows, compensations looked up), so running it again on
 * an order canceled before this existed finishes what is missing and otherwise changes nothing.
 */
export async function cancelOrder(
  ctx: AppContext,
  order: Order,
  options: { userId: number; note: string | null; archive: boolean },
): Promise<Order> {
  const refunded = await refundCharge(ctx, order);
  const db = ctx.db.kysely;
  const row = await db.transaction().execute(async (trx) => {
    await bumpVersion(trx, "orders", order.id, null);
    const now = nowIso();
    let update = trx
      .updateTable("orders")
      .set({
        status: "canceled",
        updated_at: now,
        ...(options.archive ? { deleted_at: now } : {}),
        ...(refunded ? { refunded_at: now } : {}),
      })
      .where("id", "=", order.id)
      .where("deleted_at", "is", null);
    // A concurrent cancel that got here first leaves nothing for this one to do.
    if (!options.archive) update = update.where("status", "<>", "canceled");
    const updated = await update.returningAll().executeTakeFirst();
    if (!updated) throw conflict(options.archive ? ORDER_MSG.deletedOrder : ORDER_MSG.canceledFinal);
    await recordStatus(trx, {
      orderId: order.id,
      from: order.status,
      to: "canceled",
      userId: options.userId,
      note: options.note,
    });
    await undoOrderMoney(trx, order.id, options.userId);
    await refreshOrderStats(trx, [updated]);
    await recordOrderWrite(trx, order.id, options.archive ? "delete" : "status", order);
    return updated;
  });
  // The returned pieces are on sale again.
  await invalidateStorefront(ctx.events, order.website_id);
  return row;
}

/** Refunds the order's card charge unless it was refunded already; true when this call refunded it. */
async function refundCharge(ctx: AppContext, order: Order): Promise<boolean> {
  if (!order.charge_id || order.refunded_at !== null) return false;
  const name = order.payment_provider ?? "";
  const provider = paymentProvidersFor(ctx).byName.get(name);
  if (!provider) throw unavailable(ORDER_MSG.refundUnavailable(name));
  try {
    await provider.refundCharge(order.charge_id);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw unavailable(ORDER_MSG.refundFailed(error.message));
    throw error;
  }
  return true;
}

/** Everything of an order's money besides the charge, given back inside the cancel's transaction. */
export async function undoOrderMoney(trx: Q, orderId: number, userId: number | null): Promise<void> {
  await trx
    .deleteFrom("payments")
    .where("order_id", "=", orderId)
    .where("is_request", "=", 0)
    .where("done", "=", 0)
    .execute();
  await returnOrderStock(trx, orderId);
  await releaseDiscount(trx, orderId);
  await returnGiftCardBalance(trx, orderId, userId);
  await voidBoughtGiftCards(trx, orderId, userId);
}

/** The order's discount use no longer counts: against the usage limit nor as the buyer's one use. */
async function releaseDiscount(trx: Q, orderId: number): Promise<void> {
  const released = await trx
    .deleteFrom("discount_redemptions")
    .where("order_id", "=", orderId)
    .returning("discount_id")
    .execute();
  const uses = new Map<number, number>();
  for (const r of released) uses.set(r.discount_id, (uses.get(r.discount_id) ?? 0) + 1);
  for (const [discountId, n] of uses) {
    await trx
      .updateTable("discounts")
      .set({
        used_count: sql<number>`case when used_count >= ${n} then used_count - ${n} else 0 end`,
        updated_at: nowIso(),
      })
      .where("id", "=", discountId)
      .execute();
  }
}

/**
 * What the order took from a gift card goes back on it, as an "adjust" line naming the order; the
 * lines already given back are counted first, so it is given back once.
 */
async function returnGiftCardBalance(trx: Q, orderId: number, userId: number | null): Promise<void> {
  const moves = await trx
    .selectFrom("gift_card_transactions")
    .select(["gift_card_id", "kind", "amount"])
    .where("order_id", "=", orderId)
    .where("kind", "in", ["redeem", "adjust"])
    .execute();
  const owed = new Map<number, number>();
  for (const m of moves) {
    // Redeems are negative; the returns made before are positive adjusts of this order.
    if (m.kind === "redeem" || m.amount > 0)
      owed.set(m.gift_card_id, (owed.get(m.gift_card_id) ?? 0) - m.amount);
  }
  for (const [cardId, amount] of owed) {
    if (amount <= 0) continue;
    const card = await trx
      .updateTable("gift_cards")
      .set({ balance: sql<number>`balance + ${amount}`, updated_at: nowIso() })
      .where("id", "=", cardId)
      .returning("balance")
      .executeTakeFirst();
    if (!card) continue;
    await trx
      .insertInto("gift_card_transactions")
      .values({
        gift_card_id: cardId,
        order_id: orderId,
        kind: "adjust",
        amount,
        balance_after: card.balance,
        note: ORDER_MSG.giftCardReturned(orderId),
        user_id: userId,
      })
      .execute();
  }
}

/** Gift cards the order bought were paid with the refunded charge: what is left on them is withdrawn. */
async function voidBoughtGiftCards(trx: Q, orderId: number, userId: number | null): Promise<void> {
  const bought = await trx
    .selectFrom("gift_card_transactions as t")
    .innerJoin("gift_cards as c", "c.id", "t.gift_card_id")
    .select(["c.id", "c.balance"])
    .where("t.order_id", "=", orderId)
    .where("t.kind", "=", "issue")
    .where("c.balance", ">", 0)
    .execute();
  const now = nowIso();
  for (const card of bought) {
    const emptied = await trx
      .updateTable("gift_cards")
      .set((eb) => ({
        balance: 0,
        disabled_at: eb.fn.coalesce("disabled_at", eb.val(now)),
        updated_at: now,
      }))
      .where("id", "=", card.id)
      .where("balance", "=", card.balance)
      .executeTakeFirst();
    if (Number(emptied.numUpdatedRows) !== 1) continue;
    await trx
      .insertInto("gift_card_transactions")
      .values({
        gift_card_id: card.id,
        order_id: orderId,
        kind: "adjust",
        amount: -card.balance,
        balance_after: 0,
        note: ORDER_MSG.giftCardVoided(orderId),
        user_id: userId,
      })
      .execute();
  }
}
