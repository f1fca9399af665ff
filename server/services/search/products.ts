import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { productTermMatch } from "../products/words.js";
import { PRODUCT_SEARCH_LIMIT } from "../../../domain/contacts.js";
import type { ProductSearchHit } from "../../../domain/contracts/contacts.js";

/**
 * The product search box: products of `stores` (every store when null) found by the term's words
 * as the product list finds them, each naming its store; the `active` store's come first.
 */
export async function searchProducts(
  ctx: AppContext,
  stores: number[] | null,
  active: number | null,
  term: string,
): Promise<ProductSearchHit[]> {
  if (!term) return [];
  if (stores !== null && stores.length === 0) return [];
  // Stores that look alike hold products of the same name, so every hit names its store; an
  // archived store is not among the stores the user can switch to, so its products are left out.
  let query = ctx.db.kysely
    .selectFrom("products")
    .innerJoin("websites", "websites.id", "products.website_id")
    .select([
      "products.id",
      "products.website_id",
      "websites.name as website_name",
      "products.name",
      "products.desc",
      "products.preview_photo",
    ])
    .where("products.deleted_at", "is", null)
    .where("websites.archived_at", "is", null)
    .where(productTermMatch<"products" | "websites">(ctx.db.kysely, term));
  if (stores !== null) query = query.where("products.website_id", "in", stores);
  // The store the user is working in comes first, so its hits are never crowded out by others.
  if (active !== null)
    query = query.orderBy(sql`case when ${sql.ref("products.website_id")} = ${active} then 0 else 1 end`);
  const rows = await query
    .orderBy("products.name")
    .orderBy("websites.name")
    .orderBy("products.id")
    .limit(PRODUCT_SEARCH_LIMIT)
    .execute();
  return rows.map((p) => ({
    id: p.id,
    website_id: p.website_id,
    website_name: p.website_name,
    name: p.name,
    description: p.desc,
    photo: ctx.urls.url(p.preview_photo),
    url: `/products/edit/${p.id}`,
  }));
}
