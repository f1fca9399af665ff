import type { AppContext } from "../../context.js";

/** A card's usage history, newest first (issue, redemptions with their orders, adjustments), at most 500 lines. */
export function giftCardTransactions(ctx: AppContext, giftCardId: number) {
  return ctx.db.kysely
    .selectFrom("gift_card_transactions as t")
    .leftJoin("orders", "orders.id", "t.order_id")
    .leftJoin("users", "users.id", "t.user_id")
    .select([
      "t.id",
      "t.kind",
      "t.amount",
      "t.balance_after",
      "t.order_id",
      "orders.buyer_email",
      "t.note",
      "users.name as user_name",
      "t.created_at",
    ])
    .where("t.gift_card_id", "=", giftCardId)
    .orderBy("t.created_at", "desc")
    .orderBy("t.id", "desc")
    .limit(500)
    .execute();
}
