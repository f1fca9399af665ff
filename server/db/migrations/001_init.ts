import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * The first schema. Written with Kysely's builder so one file runs on SQLite and PostgreSQL;
 * the column kinds that differ (serial ids, floating point, JSON, the clock) come from kinds.ts.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { now, json, real, table } = dialectKinds(db, dialect);

  const createdAt = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
    t.addColumn("created_at", "text", (c) => c.notNull().defaultTo(now));

  await table("companies")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo_url", "text")
    .$call(createdAt)
    .execute();

  await table("users")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("email_verified_at", "text")
    .addColumn("avatar", "text")
    .addColumn("role_id", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("website_role", "text")
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("main_company_role", "text")
    .addColumn("can_create_stores", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("page_view", "integer", (c) => c.notNull().defaultTo(25))
    .addColumn("production_margin", real, (c) => c.notNull().defaultTo(1))
    .addColumn("inventory_notifications", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("low_inventory", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("price_changes_notifications", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_example", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deactivated_at", "text")
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("users_company_idx").on("users").column("company_id").execute();
  await db.schema.createIndex("users_created_idx").on("users").column("created_at").execute();

  await table("sessions")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .$call(createdAt)
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await table("user_tokens")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex("user_tokens_user_idx")
    .on("user_tokens")
    .columns(["user_id", "purpose"])
    .execute();

  await table("websites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull().unique())
    .addColumn("domain", "text")
    .addColumn("logo", "text")
    .addColumn("favicon", "text")
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("free"))
    .addColumn("is_launched", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("limits", json, (c) => c.notNull().defaultTo("{}"))
    .addColumn("amount_of_products", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("address_valid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stripe_valid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("margin", real, (c) => c.notNull().defaultTo(1))
    .addColumn("data", json, (c) => c.notNull().defaultTo("{}"))
    .addColumn("archived_at", "text")
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("websites_user_idx").on("websites").column("user_id").execute();
  await db.schema.createIndex("websites_company_idx").on("websites").column("company_id").execute();
  await db.schema.createIndex("websites_created_idx").on("websites").column("created_at").execute();

  await table("addresses")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("website_id", "integer", (c) => c.references("websites.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("street", "text")
    .addColumn("city", "text")
    .addColumn("postal", "text")
    .addColumn("state", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("US"))
    .addColumn("phone", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("addresses_user_idx").on("addresses").column("user_id").execute();
  await db.schema.createIndex("addresses_website_idx").on("addresses").column("website_id").execute();

  await table("website_users")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company_role", "text", (c) => c.notNull())
    .$call(createdAt)
    .addUniqueConstraint("website_users_unique", ["website_id", "user_id"])
    .execute();
  await db.schema.createIndex("website_users_user_idx").on("website_users").column("user_id").execute();

  await table("website_permissions")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .$call(createdAt)
    .addUniqueConstraint("website_permissions_unique", ["user_id", "website_id", "type"])
    .execute();
  await db.schema
    .createIndex("website_permissions_website_idx")
    .on("website_permissions")
    .column("website_id")
    .execute();

  await table("supplier_products")
    .addColumn("style_id", "text", (c) => c.notNull().unique())
    .addColumn("short_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("suggested_method", "integer", (c) => c.notNull())
    .addColumn("second_suggested_method", "integer")
    .addColumn("moq", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("print_price", "integer", (c) => c.notNull())
    .addColumn("print_price_second", "integer", (c) => c.notNull())
    .addColumn("first_custom_fee", "integer", (c) => c.notNull())
    .addColumn("is_customizable", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("popular", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("print_areas", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("similar_product_id", "integer")
    .addColumn("inventory_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("supplier_products_brand_idx")
    .on("supplier_products")
    .column("brand")
    .execute();
  await db.schema
    .createIndex("supplier_products_category_idx")
    .on("supplier_products")
    .column("category")
    .execute();
  await db.schema
    .createIndex("supplier_products_popular_idx")
    .on("supplier_products")
    .column("popular")
    .execute();

  await table("supplier_variants")
    .addColumn("supplier_product_id", "integer", (c) =>
      c.notNull().references("supplier_products.id").onDelete("cascade"),
    )
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("color_swatch", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("size_order", "integer", (c) => c.notNull())
    .addColumn("cost", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("images", json, (c) => c.notNull().defaultTo("[]"))
    .addUniqueConstraint("supplier_variants_sku_unique", ["supplier_product_id", "sku"])
    .execute();

  await table("products")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("supplier_product_id", "integer", (c) =>
      c.references("supplier_products.id").onDelete("set null"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("desc", "text")
    .addColumn("additional_desc", "text")
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("price_fixed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("margin", real, (c) => c.notNull().defaultTo(40))
    .addColumn("ssm_fees", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("min_quantity", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("print_method", "text")
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_from", "text")
    .addColumn("published_to", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("inventory_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("preview_photo", "text")
    .addColumn("featured_front_image", "text")
    .addColumn("featured_back_image", "text")
    .addColumn("data", json, (c) => c.notNull().defaultTo("{}"))
    .addColumn("deleted_at", "text")
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("products_slug_unique", ["website_id", "slug"])
    .execute();
  // Store-scoped lists sort by these; website_id leads so each store's page is an index range.
  // Partial (live rows only) because every list hides deleted products: a count is then
  // answered from the index alone, without visiting each row to read deleted_at.
  for (const col of ["sort_order", "created_at", "name", "price", "available"]) {
    await db.schema
      .createIndex(`products_website_${col}_idx`)
      .on("products")
      .columns(["website_id", col])
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
  }
  await db.schema.createIndex("products_supplier_idx").on("products").column("supplier_product_id").execute();

  await db.schema
    .createTable("product_variants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("supplier_variant_id", "integer", (c) =>
      c.references("supplier_variants.id").onDelete("set null"),
    )
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("color_swatch", "text")
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("price", "integer")
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("show", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("attributes", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("generated_photos", json, (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createIndex("product_variants_product_idx")
    .on("product_variants")
    .column("product_id")
    .execute();

  await table("categories")
    .addColumn("website_id", "integer", (c) => c.references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("real_name", "text")
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .addUniqueConstraint("categories_slug_unique", ["website_id", "slug"])
    .execute();
  await db.schema
    .createIndex("categories_website_order_idx")
    .on("categories")
    .columns(["website_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("product_categories_category_idx")
    .on("product_categories")
    .column("category_id")
    .execute();

  await table("pages")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sections", json, (c) => c.notNull().defaultTo("[]"))
    .addColumn("data", json, (c) => c.notNull().defaultTo("{}"))
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("pages_slug_unique", ["website_id", "slug"])
    .execute();
  await db.schema
    .createIndex("pages_website_order_idx")
    .on("pages")
    .columns(["website_id", "sort_order"])
    .execute();

  await table("orders")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("buyer_name", "text", (c) => c.notNull())
    .addColumn("buyer_email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("platform_fee", "integer", (c) => c.notNull())
    .addColumn("profit", "integer", (c) => c.notNull())
    .addColumn("shipping_address", json, (c) => c.notNull().defaultTo("{}"))
    .addColumn("deleted_at", "text")
    .$call(createdAt)
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // Lists hide deleted orders, so the list indexes hold live rows only (counts stay index-only).
  // Date-ordered reads across statuses use the covering statistics indexes of migration 002.
  await db.schema
    .createIndex("orders_website_status_idx")
    .on("orders")
    .columns(["website_id", "status", "created_at"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  await db.schema.createIndex("orders_buyer_email_idx").on("orders").column("buyer_email").execute();

  await table("order_items")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_variant_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("unit_cost", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order_idx").on("order_items").column("order_id").execute();
  await db.schema.createIndex("order_items_product_idx").on("order_items").column("product_id").execute();

  await table("payments")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount_for_website", "integer", (c) => c.notNull())
    .addColumn("amount_for_vi", "integer", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("goes_to", "text", (c) => c.notNull().defaultTo("website"))
    .addColumn("is_request", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hash", "text")
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex("payments_website_idx")
    .on("payments")
    .columns(["website_id", "created_at"])
    .execute();
  await db.schema.createIndex("payments_order_idx").on("payments").column("order_id").execute();
  await db.schema.createIndex("payments_hash_idx").on("payments").column("hash").execute();

  await table("notifications")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("website_id", "integer", (c) => c.references("websites.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("info"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("seen", "integer", (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex("notifications_user_idx")
    .on("notifications")
    .columns(["user_id", "seen", "created_at"])
    .execute();

  await table("contacts")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("postal", "text")
    .addColumn("street", "text")
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("lang", "text")
    .addColumn("comment", "text")
    .addColumn("tags", json, (c) => c.notNull().defaultTo("[]"))
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex("contacts_website_name_idx")
    .on("contacts")
    .columns(["website_id", "name"])
    .execute();

  await table("files")
    .addColumn("website_id", "integer", (c) => c.references("websites.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("parent_id", "integer", (c) => c.references("files.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("file"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("extension", "text")
    .addColumn("mime", "text")
    .addColumn("size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex("files_website_parent_idx")
    .on("files")
    .columns(["website_id", "parent_id"])
    .execute();
  await db.schema.createIndex("files_user_idx").on("files").column("user_id").execute();

  await table("outbox")
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text")
    .$call(createdAt)
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_to_idx").on("outbox").column("to").execute();

  await db.schema
    .createTable("favourite_products")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("favourite_products_pk", ["user_id", "product_id"])
    .execute();
}
