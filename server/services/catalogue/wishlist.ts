import type { AppContext } from "../../context.js";
import type { User } from "../../db/schema.js";
import { isPlatformAdmin, loadMemberships, storesWhere } from "../../auth/access.js";
import { notFound } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { productStatus } from "../../../domain/products.js";

/** Store ids whose products the user may see (browse_products); null for admins (every store). */
async function browsable(ctx: AppContext, user: User): Promise<number[] | null> {
  return isPlatformAdmin(user) ? null : storesWhere(await loadMemberships(ctx.db, user), "browse_products");
}

/**
 * A user's favourites that are still theirs to see, by name: live products of stores where they
 * may browse products (of one store when websiteId is given). A favourite in a store they have
 * left stays stored but is not shown.
 */
export async function favouriteProducts(ctx: AppContext, user: User, websiteId: number | null) {
  const stores = await browsable(ctx, user);
  let query = ctx.db.kysely
    .selectFrom("favourite_products as f")
    .innerJoin("products as p", "p.id", "f.product_id")
    .select([
      "p.id",
      "p.website_id",
      "p.name",
      "p.slug",
      "p.price",
      "p.inventory_quantity",
      "p.available",
      "p.published_from",
      "p.published_to",
      "p.preview_photo",
      "p.updated_at",
    ])
    .where("f.user_id", "=", user.id)
    .where("p.deleted_at", "is", null);
  if (stores) query = query.where("p.website_id", "in", stores.length > 0 ? stores : [0]);
  if (websiteId !== null) query = query.where("p.website_id", "=", websiteId);
  const rows = await query.orderBy("p.name").orderBy("p.id").limit(1000).execute();
  const data = rows.map(({ available, published_from, published_to, preview_photo, ...row }) => ({
    ...row,
    status: productStatus({ available, published_from, published_to }),
    preview_photo_url: ctx.urls.url(preview_photo),
  }));
  return { data, total: data.length };
}

/** The ids of every product a user marked, in id order. */
export async function favouriteIds(ctx: AppContext, userId: number): Promise<number[]> {
  const rows = await ctx.db.kysely
    .selectFrom("favourite_products")
    .select("product_id")
    .where("user_id", "=", userId)
    .orderBy("product_id")
    .execute();
  return rows.map((f) => f.product_id);
}

/** A live product to mark (its store was checked by the caller's declaration). */
export async function productToMark(ctx: AppContext, productId: number) {
  const product = await ctx.db.kysely
    .selectFrom("products")
    .select(["id", "website_id", "name"])
    .where("id", "=", productId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw notFound(CATALOGUE_MSG.productNotFound);
  return product;
}

/** A product the user marked, deleted or not: what the wishlist's remove call unmarks. */
export async function markedProduct(ctx: AppContext, userId: number, productId: number) {
  const marked = await ctx.db.kysely
    .selectFrom("favourite_products as f")
    .innerJoin("products as p", "p.id", "f.product_id")
    .select(["p.id", "p.website_id", "p.name"])
    .where("f.user_id", "=", userId)
    .where("f.product_id", "=", productId)
    .executeTakeFirst();
  if (!marked) throw notFound(CATALOGUE_MSG.productNotFound);
  return marked;
}
