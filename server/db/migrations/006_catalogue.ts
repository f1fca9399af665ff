import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";
import { dialectKinds } from "./kinds.js";

/**
 * Supplier catalogue, categories and wishlist: the indexes the catalogue list,
 * the category tree and the wishlist read by, and each supplier product's size chart images.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json } = dialectKinds(db, dialect);

  // Storage keys of the size chart pictures (POST /admin/product-smake/update/size/images).
  await db.schema
    .alterTable("supplier_products")
    .addColumn("size_images", json, (c) => c.notNull().defaultTo("[]"))
    .execute();

  // The catalogue pages active products by popularity or by name; is_active leads because
  // store users only ever see active ones.
  await db.schema
    .createIndex("supplier_products_active_popular_idx")
    .on("supplier_products")
    .columns(["is_active", "popular", "id"])
    .execute();
  await db.schema
    .createIndex("supplier_products_active_name_idx")
    .on("supplier_products")
    .columns(["is_active", "name", "id"])
    .execute();

  // A tree is read by store and parent; platform categories (website_id null) need their own
  // uniqueness because NULLs never collide in the (website_id, slug) constraint.
  await db.schema
    .createIndex("categories_website_parent_idx")
    .on("categories")
    .columns(["website_id", "parent_id", "sort_order"])
    .execute();
  await db.schema
    .createIndex("categories_platform_slug_unique")
    .unique()
    .on("categories")
    .column("slug")
    .where(sql.ref("website_id"), "is", null)
    .execute();

  // Deleting a product cascades to favourites: without this it scans the whole table.
  await db.schema
    .createIndex("favourite_products_product_idx")
    .on("favourite_products")
    .column("product_id")
    .execute();
}
