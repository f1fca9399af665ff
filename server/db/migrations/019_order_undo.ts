import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * What canceling an order gives back (server/services/orders/cancel.ts). `order_stock` keeps the
 * pieces a checkout took from each supplier variant, so a cancel returns exactly those even after
 * an admin edited the order's lines (or for orders that never took stock: seeded and cloned ones);
 * `returned_at` makes the return happen once. `orders.refunded_at` marks a card charge given back,
 * so a second cancel or a later delete never refunds twice.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);
  await k
    .table("order_stock")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("supplier_variant_id", "integer", (c) =>
      c.notNull().references("supplier_variants.id").onDelete("cascade"),
    )
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("returned_at", "text")
    .execute();
  await db.schema.createIndex("order_stock_order_idx").on("order_stock").column("order_id").execute();
  await db.schema.alterTable("orders").addColumn("refunded_at", "text").execute();

  // Checkout orders placed before this migration took their lines' stock; a live one gets its ledger.
  await sql`
    INSERT INTO order_stock (order_id, supplier_variant_id, product_id, quantity)
    SELECT i.order_id, v.supplier_variant_id, i.product_id, i.quantity
    FROM order_items i
    JOIN orders o ON o.id = i.order_id
    JOIN product_variants v ON v.id = i.product_variant_id AND v.product_id = i.product_id
    JOIN supplier_variants s ON s.id = v.supplier_variant_id
    WHERE o.payment_provider IS NOT NULL AND o.status <> 'canceled' AND o.deleted_at IS NULL
  `.execute(db);
  // Delete purchase always refunded the charge it archived.
  await sql`UPDATE orders SET refunded_at = deleted_at WHERE charge_id IS NOT NULL AND deleted_at IS NOT NULL`.execute(
    db,
  );
}
