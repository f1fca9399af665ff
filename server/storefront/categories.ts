import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { listed } from "./grid-gift-cards.js";
import { productQuery, published, publishedPage, withColors, type StoreProduct } from "./load.js";

type Db = Kysely<Database>;

export interface StoreCategory {
  id: number;
  name: string;
  slug: string;
}

/** Ids of the store's published products in a category. */
function inCategory(db: Db, websiteId: number, categoryId: number, now: string) {
  return db
    .selectFrom("product_categories as pc")
    .innerJoin("products", "products.id", "pc.product_id")
    .select("pc.product_id")
    .where("pc.category_id", "=", categoryId)
    .where("products.website_id", "=", websiteId)
    .where(published(now));
}

/** The store's categories that hold a published product, in the store's order: the navigation's. */
export async function storeCategoryLinks(
  db: Db,
  websiteId: number,
  now: string,
): Promise<{ name: string; slug: string }[]> {
  const rows = await db
    .selectFrom("categories as c")
    .innerJoin("product_categories as pc", "pc.category_id", "c.id")
    .innerJoin("products", "products.id", "pc.product_id")
    .select(["c.id", "c.name", "c.slug", "c.sort_order"])
    .where("c.website_id", "=", websiteId)
    .where("products.website_id", "=", websiteId)
    .where(published(now))
    .groupBy(["c.id", "c.name", "c.slug", "c.sort_order"])
    .orderBy("c.sort_order")
    .orderBy("c.id")
    .limit(20)
    .execute();
  return rows.map((r) => ({ name: r.name, slug: r.slug }));
}

/** A category of this store by its slug (never a platform-wide or another store's category). */
export async function categoryBySlug(db: Db, websiteId: number, slug: string): Promise<StoreCategory | null> {
  const row = await db
    .selectFrom("categories")
    .select(["id", "name", "slug"])
    .where("website_id", "=", websiteId)
    .where("slug", "=", slug)
    .orderBy("id")
    .executeTakeFirst();
  return row ?? null;
}

/** A page of a category's published products, by the store's position. */
export async function categoryProducts(
  db: Db,
  websiteId: number,
  categoryId: number,
  now: string,
  offset: number,
  limit: number,
): Promise<{ products: StoreProduct[]; total: number }> {
  const { rows, total } = await publishedPage(db, websiteId, now, offset, limit, (eb) =>
    eb("products.id", "in", inCategory(db, websiteId, categoryId, now)),
  );
  return { products: listed(await withColors(db, rows)), total };
}

/**
 * What the product page suggests besides the product itself. Related: published products that
 * share a category with it, newest first. Companions: published products of none of its
 * categories (something to wear or use with it), newest first. Neither repeats the product or
 * the other list; a product without a category has companions only.
 */
export async function relatedProducts(
  db: Db,
  websiteId: number,
  productId: number,
  now: string,
  limit = 4,
): Promise<{ related: StoreProduct[]; companions: StoreProduct[] }> {
  const own = await db
    .selectFrom("product_categories")
    .select("category_id")
    .where("product_id", "=", productId)
    .execute();
  const categoryIds = own.map((r) => r.category_id);
  const sameCategory = (ids: number[]) =>
    db.selectFrom("product_categories").select("product_id").where("category_id", "in", ids);
  const newest = () =>
    productQuery(db, websiteId, now)
      .where("products.id", "!=", productId)
      .orderBy("products.created_at", "desc")
      .orderBy("products.id", "desc")
      .limit(limit);
  const related =
    categoryIds.length > 0
      ? await newest().where("products.id", "in", sameCategory(categoryIds)).execute()
      : [];
  let companionQuery = newest();
  if (categoryIds.length > 0)
    companionQuery = companionQuery.where("products.id", "not in", sameCategory(categoryIds));
  const companions = await companionQuery.execute();
  const [withRelated, withCompanions] = await Promise.all([
    withColors(db, related),
    withColors(db, companions),
  ]);
  return { related: listed(withRelated), companions: listed(withCompanions) };
}
