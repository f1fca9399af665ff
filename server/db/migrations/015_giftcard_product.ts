import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * The gift-card product: its own table, not a `products` row with a kind flag.
 * A gift card has no supplier product, variants, stock, print areas, mockups or minimum price, and
 * every products feature (editor, list, bulk, CSV, search index, plan's product count) would have
 * to learn to skip it; its own row keeps those untouched. Its values are a small JSON list, read
 * whole. An order line that sold one points at it (order_items.gift_card_product_id, product_id
 * stays null), and the card it issued records the order in gift_card_transactions.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);

  await k
    .table("gift_card_products")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("description", "text")
    // Cents, smallest first: [2500, 5000, 10000].
    .addColumn("denominations", k.json, (c) => c.notNull())
    .addColumn("picture_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deleted_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  // The storefront finds one by its slug; the back office lists a store's newest first.
  await db.schema
    .createIndex("gift_card_products_slug_idx")
    .on("gift_card_products")
    .columns(["website_id", "slug"])
    .execute();
  await db.schema
    .createIndex("gift_card_products_website_created_idx")
    .on("gift_card_products")
    .columns(["website_id", "created_at"])
    .execute();

  await db.schema.alterTable("order_items").addColumn("gift_card_product_id", "integer").execute();
}
