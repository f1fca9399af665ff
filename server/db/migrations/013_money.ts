import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Gift cards, discounts and their redemptions. Fields follow Shopify's
 * gift cards and discounts. Codes are stored normalised (upper case)
 * and unique per store, so a checkout looks a code up by index. Balances and usage counts are
 * kept on the card or discount row and changed by guarded UPDATEs (services/promotions/redeem.ts),
 * the history rows record what each order took.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = dialectKinds(db, dialect);

  await k
    .table("gift_cards")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("initial_value", "integer", (c) => c.notNull())
    .addColumn("balance", "integer", (c) => c.notNull())
    .addColumn("expires_on", "text")
    .addColumn("recipient_email", "text")
    .addColumn("recipient_name", "text")
    .addColumn("note", "text")
    // Cards created together by one batch share its id (batch creation on /gift-cards/create).
    .addColumn("batch", "text")
    .addColumn("disabled_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("gift_cards_code_idx")
    .on("gift_cards")
    .columns(["website_id", "code"])
    .unique()
    .execute();
  await db.schema
    .createIndex("gift_cards_website_created_idx")
    .on("gift_cards")
    .columns(["website_id", "created_at"])
    .execute();

  await k
    .table("gift_card_transactions")
    .addColumn("gift_card_id", "integer", (c) => c.notNull().references("gift_cards.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    // issue, redeem or adjust; amount is signed (a redemption is negative).
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("balance_after", "integer", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("gift_card_transactions_card_idx")
    .on("gift_card_transactions")
    .columns(["gift_card_id", "created_at"])
    .execute();

  await k
    .table("discounts")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("title", "text")
    // percentage (value is whole percent 1-100) or fixed (value is cents).
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .addColumn("minimum_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("usage_limit", "integer")
    .addColumn("once_per_customer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    // all, products or categories; the chosen ones are in discount_products / discount_categories.
    .addColumn("applies_to", "text", (c) => c.notNull().defaultTo("all"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("discounts_code_idx")
    .on("discounts")
    .columns(["website_id", "code"])
    .unique()
    .execute();
  await db.schema
    .createIndex("discounts_website_created_idx")
    .on("discounts")
    .columns(["website_id", "created_at"])
    .execute();

  await db.schema
    .createTable("discount_products")
    .addColumn("discount_id", "integer", (c) => c.notNull().references("discounts.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("discount_products_pk", ["discount_id", "product_id"])
    .execute();
  await db.schema
    .createTable("discount_categories")
    .addColumn("discount_id", "integer", (c) => c.notNull().references("discounts.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("discount_categories_pk", ["discount_id", "category_id"])
    .execute();

  await k
    .table("discount_redemptions")
    .addColumn("discount_id", "integer", (c) => c.notNull().references("discounts.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("discount_redemptions_discount_idx")
    .on("discount_redemptions")
    .columns(["discount_id", "email"])
    .execute();

  // Payment requests: the /payments list filters a store's rows by is_request and done, newest first.
  await db.schema
    .createIndex("payments_website_flags_idx")
    .on("payments")
    .columns(["website_id", "is_request", "done", "id"])
    .execute();

  // Admin panel "app info" settings (support contacts, theme colours): key -> JSON value.
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", k.json, (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(k.now))
    .execute();
}
