import type { Kysely } from "kysely";
import type { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { orderEditSchema, splitOrder } from "../../../domain/order-money.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database, Order } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { refreshOrderStats } from "../stats/rollup.js";
import { recordOrderWrite } from "./activity.js";
import { recordStatus } from "./history.js";
import { bumpVersion } from "../versions/index.js";

type Q = Kysely<Database>;
export type EditBody = z.output<typeof orderEditSchema>;

async function replaceItems(trx: Q, orderId: number, items: EditBody["items"]): Promise<void> {
  await trx.deleteFrom("order_items").where("order_id", "=", orderId).execute();
  await trx
    .insertInto("order_items")
    .values(items.map((i) => ({ order_id: orderId, ...i })))
    .execute();
}

/** Products named by the lines must belong to the order's store: an admin edit cannot mix stores. */
async function checkProducts(trx: Q, websiteId: number, items: EditBody["items"]): Promise<void> {
  const ids = [...new Set(items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])))];
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("id", "in", ids)
    .execute();
  const known = new Set(found.map((f) => f.id));
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.product_id !== null && !known.has(item.product_id))
      errors[`items.${i}.product_id`] = ORDER_MSG.productGone;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]);
}

/**
 * A platform admin's new order (status new, no charge) from an order, with the buyer, address and
 * lines as sent and the split recomputed; one transaction with its history line, payout and event.
 */
export function cloneOrder(db: Q, source: Order, body: EditBody, userId: number): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    await checkProducts(trx, source.website_id, body.items);
    const split = splitOrder(body.items);
    const now = nowIso();
    const row = await trx
      .insertInto("orders")
      .values({
        website_id: source.website_id,
        buyer_user_id: source.buyer_user_id,
        buyer_name: body.buyer_name,
        buyer_email: body.buyer_email,
        status: "new",
        subtotal: split.subtotal,
        discount: 0,
        gift_card: 0,
        supplier_cost: split.supplier_cost,
        price: split.total,
        platform_fee: split.platform_fee,
        profit: split.profit,
        shipping_address: toJson(body.shipping_address),
        cloned_from: source.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceItems(trx, row.id, body.items);
    await recordStatus(trx, {
      orderId: row.id,
      from: null,
      to: "new",
      userId,
      note: `#${source.id}`,
    });
    await trx
      .insertInto("payments")
      .values({
        website_id: row.website_id,
        order_id: row.id,
        amount_for_website: split.profit,
        amount_for_vi: split.platform_fee,
        goes_to: split.profit >= 0 ? "website" : "vi",
        created_at: now,
      })
      .execute();
    await refreshOrderStats(trx, [row]);
    await recordOrderWrite(trx, row.id, "create", null);
    return row;
  });
}

/**
 * A platform admin's edit of an order's buyer, address and lines: the split is recomputed (its
 * discount kept) and an unpaid payout follows it; one transaction with its history line and event.
 */
export function editOrder(
  db: Q,
  order: Order,
  body: EditBody,
  userId: number,
  version: number | null,
): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    await bumpVersion(trx, "orders", order.id, version);
    await checkProducts(trx, order.website_id, body.items);
    const split = splitOrder(body.items, { discount: order.discount });
    const row = await trx
      .updateTable("orders")
      .set({
        buyer_name: body.buyer_name,
        buyer_email: body.buyer_email,
        shipping_address: toJson(body.shipping_address),
        subtotal: split.subtotal,
        discount: split.discount,
        supplier_cost: split.supplier_cost,
        price: split.total,
        platform_fee: split.platform_fee,
        profit: split.profit,
        updated_at: nowIso(),
      })
      .where("id", "=", order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceItems(trx, order.id, body.items);
    await trx
      .updateTable("payments")
      .set({
        amount_for_website: split.profit,
        amount_for_vi: split.platform_fee,
        goes_to: split.profit >= 0 ? "website" : "vi",
      })
      .where("order_id", "=", order.id)
      .where("done", "=", 0)
      .where("is_request", "=", 0)
      .execute();
    await recordStatus(trx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      userId,
      note: ORDER_MSG.edited,
    });
    await refreshOrderStats(trx, [row]);
    await recordOrderWrite(trx, order.id, "update", order);
    return row;
  });
}
