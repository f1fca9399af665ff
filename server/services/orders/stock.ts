import type { Kysely } from "kysely";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { productInventory } from "../products/variants.js";

type Q = Kysely<Database>;

/** A checkout line as far as its stock goes (server/services/orders/quote.ts QuotedLine). */
export interface StockLine {
  product_id: number;
  supplier_variant_id: number | null;
  stock: number | null;
  quantity: number;
  gift_card: boolean;
}

/**
 * Writes down, in the checkout's transaction, the pieces it took from each supplier variant (the
 * lines checkout.ts takeStock decremented), so a cancel gives back what was taken and nothing else.
 */
export async function recordStockTaken(trx: Q, orderId: number, lines: readonly StockLine[]): Promise<void> {
  const rows = lines.flatMap((line) =>
    line.gift_card || line.supplier_variant_id === null || line.stock === null
      ? []
      : [
          {
            order_id: orderId,
            supplier_variant_id: line.supplier_variant_id,
            product_id: line.product_id,
            quantity: line.quantity,
          },
        ],
  );
  if (rows.length > 0) await trx.insertInto("order_stock").values(rows).execute();
}

/**
 * Puts an order's taken pieces back on the supplier stock, once: the rows are marked returned in
 * the same statement that claims them, so a second cancel finds nothing left to return. Answers
 * whether anything came back (the storefront then shows new stock).
 */
export async function returnOrderStock(trx: Q, orderId: number): Promise<boolean> {
  const claimed = await trx
    .updateTable("order_stock")
    .set({ returned_at: nowIso() })
    .where("order_id", "=", orderId)
    .where("returned_at", "is", null)
    .returning(["supplier_variant_id", "product_id", "quantity"])
    .execute();
  if (claimed.length === 0) return false;
  for (const row of claimed) {
    await trx
      .updateTable("supplier_variants")
      .set((eb) => ({ quantity: eb("quantity", "+", row.quantity) }))
      .where("id", "=", row.supplier_variant_id)
      .execute();
  }
  const now = nowIso();
  const products = new Set(claimed.flatMap((row) => (row.product_id === null ? [] : [row.product_id])));
  for (const productId of products) {
    await trx
      .updateTable("products")
      .set({ inventory_quantity: await productInventory(trx, productId), updated_at: now })
      .where("id", "=", productId)
      .execute();
  }
  return true;
}
