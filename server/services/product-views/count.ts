import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { productStatus } from "../../../domain/products.js";

/**
 * Counts one storefront view of a product. Only a published product of a launched, live store
 * counts, so previews of drafts and demo stores never inflate the numbers; every other is not found.
 */
export async function countProductView(ctx: AppContext, productId: number): Promise<void> {
  const k = ctx.db.kysely;
  const product = await k
    .selectFrom("products")
    .innerJoin("websites", "websites.id", "products.website_id")
    .select([
      "products.id",
      "products.website_id",
      "products.available",
      "products.published_from",
      "products.published_to",
    ])
    .where("products.id", "=", productId)
    .where("products.deleted_at", "is", null)
    .where("websites.is_launched", "=", 1)
    .where("websites.is_demo", "=", 0)
    .where("websites.archived_at", "is", null)
    .executeTakeFirst();
  if (!product || productStatus(product) !== "published") throw notFound();
  await k
    .insertInto("product_views")
    .values({ website_id: product.website_id, product_id: product.id, created_at: nowIso() })
    .execute();
}
