import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Checkout and order screens: the money lines of an order beside its price
 * (domain/order-money.ts), the charge that paid it, its status history and its shipments, and the
 * indexes the order lists page by.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);
  const money = (name: string) =>
    db.schema
      .alterTable("orders")
      .addColumn(name, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  // price stays the total the goods sold for (after a discount); subtotal is before it.
  await money("subtotal");
  await money("discount");
  await money("gift_card");
  await money("supplier_cost");
  for (const column of ["code", "payment_provider", "charge_id"]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("orders")
    .addColumn("cloned_from", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .execute();
  // Orders written before this migration had no discounts: the split was price = fee + profit + cost.
  await sql`UPDATE orders SET subtotal = price, supplier_cost = price - platform_fee - profit`.execute(db);

  // Admins list every store's orders newest first, optionally by status; a store without a
  // status filter pages by date. Live rows only, like the other list indexes.
  await db.schema
    .createIndex("orders_live_created_idx")
    .on("orders")
    .column("created_at")
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("orders_live_status_created_idx")
    .on("orders")
    .columns(["status", "created_at"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("orders_website_created_idx")
    .on("orders")
    .columns(["website_id", "created_at"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();

  await k
    .table("order_status_history")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("order_status_history_order_idx")
    .on("order_status_history")
    .columns(["order_id", "created_at"])
    .execute();

  await k
    .table("shipments")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("shipped_at", "text")
    .addColumn("delivered_at", "text")
    .addColumn("note", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("shipments_website_created_idx")
    .on("shipments")
    .columns(["website_id", "created_at"])
    .execute();
  await db.schema.createIndex("shipments_order_idx").on("shipments").column("order_id").execute();

  // The sandbox provider's books of charges (services/payments/sandbox.ts), like its accounts.
  await db.schema
    .createTable("sandbox_charges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("application_fee", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("refunded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
}
