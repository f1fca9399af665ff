import type { Kysely } from "kysely";
import { ORDER_MSG } from "../../../domain/messages.js";
import { formatMoney } from "../../../domain/pricing.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { conflict } from "../../../domain/errors.js";
import { notifyStoreTeam } from "../notify.js";
import { productInventory } from "../products/variants.js";
import { commitCodes } from "../promotions/redeem.js";
import { refreshOrderStats } from "../stats/rollup.js";
import type { CheckoutInput, PlacedOrder } from "./checkout.js";
import { issueGiftCards } from "./gift-card-lines.js";
import { recordStatus } from "./history.js";
import { recordOrderWrite } from "./activity.js";
import type { Quote } from "./quote.js";
import { recordStockTaken } from "./stock.js";

type Q = Kysely<Database>;

/** Takes the pieces from the supplier stock; a line that no longer fits rolls the order back. */
export async function takeStock(trx: Q, quote: Quote): Promise<void> {
  for (const line of quote.lines) {
    if (line.supplier_variant_id === null || line.stock === null) continue;
    const taken = await trx
      .updateTable("supplier_variants")
      .set((eb) => ({ quantity: eb("quantity", "-", line.quantity) }))
      .where("id", "=", line.supplier_variant_id)
      .where("quantity", ">=", line.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw conflict(ORDER_MSG.outOfStock(line.name, 0));
  }
  const now = nowIso();
  for (const productId of new Set(quote.lines.filter((l) => !l.gift_card).map((l) => l.product_id))) {
    await trx
      .updateTable("products")
      .set({ inventory_quantity: await productInventory(trx, productId), updated_at: now })
      .where("id", "=", productId)
      .execute();
  }
}

/** The order, its lines, stock record, history, payment row, codes, gift cards, rollups and notification. */
export async function writeOrder(
  trx: Q,
  input: CheckoutInput,
  quote: Quote,
  charge: { provider: string; chargeId: string | null },
): Promise<PlacedOrder> {
  const now = nowIso();
  const { split, codes } = quote;
  const order = await trx
    .insertInto("orders")
    .values({
      website_id: input.websiteId,
      buyer_user_id: null,
      buyer_name: input.buyer.name,
      buyer_email: input.buyer.email,
      status: "new",
      subtotal: split.subtotal,
      discount: split.discount,
      gift_card: codes.gift_card,
      supplier_cost: split.supplier_cost,
      price: split.total,
      platform_fee: split.platform_fee,
      profit: split.profit,
      code: codes.applied.length === 0 ? null : codes.applied.map((c) => c.code).join(", "),
      payment_provider: charge.provider,
      charge_id: charge.chargeId,
      shipping_address: toJson({ name: input.buyer.name, phone: input.buyer.phone, ...input.buyer.address }),
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("order_items")
    .values(
      quote.lines.map((l) => ({
        order_id: order.id,
        product_id: l.gift_card ? null : l.product_id,
        product_variant_id: l.gift_card ? null : l.variant_id,
        gift_card_product_id: l.gift_card ? l.product_id : null,
        name: l.option ? `${l.name} (${l.option})` : l.name,
        quantity: l.quantity,
        unit_price: l.unit_price,
        unit_cost: l.unit_cost,
        unit_platform_fee: l.unit_platform_fee,
      })),
    )
    .execute();
  await recordStockTaken(trx, order.id, quote.lines);
  await recordStatus(trx, { orderId: order.id, from: null, to: "new", userId: null });
  await trx
    .insertInto("payments")
    .values({
      website_id: input.websiteId,
      order_id: order.id,
      amount_for_website: split.profit,
      amount_for_vi: split.platform_fee,
      // A discount deeper than the margin leaves the owner owing the platform.
      goes_to: split.profit >= 0 ? "website" : "vi",
      is_request: 0,
      done: 0,
      created_at: now,
    })
    .execute();
  await commitCodes(trx, codes, order.id);
  await issueGiftCards(trx, {
    websiteId: input.websiteId,
    orderId: order.id,
    buyerName: input.buyer.name,
    lines: quote.lines,
  });
  await refreshOrderStats(trx, [{ website_id: input.websiteId, created_at: order.created_at }]);
  await recordOrderWrite(trx, order.id, "create", null);
  await notifyStoreTeam(
    trx,
    input.websiteId,
    "order",
    ORDER_MSG.newOrder(order.id, input.buyer.name, formatMoney(split.total)),
  );
  return {
    id: order.id,
    website_id: input.websiteId,
    status: "new",
    subtotal: split.subtotal,
    discount: split.discount,
    gift_card: codes.gift_card,
    price: split.total,
    charged: quote.charge,
    created_at: order.created_at,
  };
}
