import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Product editor: related and companion products. A link table rather than a
 * JSON list on the product, so deleting either product drops the link and a store's links are
 * read by index.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("product_links")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("linked_product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    // "related" (shown beside the product) or "companion" (offered with it in the cart).
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_links_pk", ["product_id", "kind", "linked_product_id"])
    .execute();
  await db.schema
    .createIndex("product_links_linked_idx")
    .on("product_links")
    .column("linked_product_id")
    .execute();
}
