import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Gift-card products in the storefront's product grids: the "Show all" listing
 * pages and counts a store's live gift-card products by id on every uncached render. A partial
 * index holds only those rows (published, not deleted), so drafts and deleted ones cost nothing;
 * the grid's queries spell the same condition with literals, which both engines need to use it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("gift_card_products_live_idx")
    .on("gift_card_products")
    .columns(["website_id", "id"])
    .where(sql.ref("published"), "=", sql.lit(1))
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
}
