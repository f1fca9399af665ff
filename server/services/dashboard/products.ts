import type { FileUrls } from "../storage.js";
import { DASHBOARD_LIMITS, cutName } from "../../../domain/dashboard.js";
import { bucket, fill, num, scopedProducts, type StatsDb, type StatsFilter } from "./filter.js";

/** New products chart, the "new products" list and the Products card (total and newly added). */
export async function productCards(db: StatsDb, urls: FileUrls, f: StatsFilter) {
  const b = bucket("products.created_at", f.unit);
  const inRange = () =>
    scopedProducts(db, f)
      .where("products.created_at", ">=", f.start)
      .where("products.created_at", "<", f.end);
  const [perBucket, newest, all] = await Promise.all([
    inRange()
      .select((eb) => [b.as("bucket"), eb.fn.countAll<number>().as("n")])
      .groupBy(b)
      .execute(),
    inRange()
      .select([
        "products.id",
        "products.website_id",
        "products.name",
        "products.preview_photo",
        "products.created_at",
      ])
      .orderBy("products.created_at", "desc")
      .orderBy("products.id", "desc")
      .limit(DASHBOARD_LIMITS.newlyCreated)
      .execute(),
    // Counted per store and added up here: SQLite then walks a partial (live rows) index per
    // store instead of scanning the whole table when the stores hold most products (5x at 100k).
    scopedProducts(db, f)
      .select((eb) => ["products.website_id", eb.fn.countAll<number>().as("n")])
      .groupBy("products.website_id")
      .execute(),
  ]);
  const counts = fill(f.keys, perBucket, (r) => r.n);
  return {
    productsByDate: { months: f.keys, counts },
    newlyCreatedProducts: newest.map((p) => ({
      id: p.id,
      website_id: p.website_id,
      name: cutName(p.name, DASHBOARD_LIMITS.newProductNameMax),
      link: `/products/edit/${p.id}`,
      photo: urls.url(p.preview_photo),
      created_at: p.created_at,
    })),
    allProductsInStore: all.reduce((a, r) => a + num(r.n), 0),
    newProducts: counts.reduce((a, v) => a + v, 0),
  };
}

/**
 * The "most views" card: storefront product views per bucket and the most viewed products. The
 * storefront writes product_views; until it does, every number here is an honest 0.
 */
export async function viewsCard(db: StatsDb, f: StatsFilter) {
  let views = db
    .selectFrom("product_views")
    .where("product_views.created_at", ">=", f.start)
    .where("product_views.created_at", "<", f.end);
  if (f.websiteIds !== null) views = views.where("product_views.website_id", "in", f.websiteIds);
  const b = bucket("product_views.created_at", f.unit);
  const [perBucket, top] = await Promise.all([
    views
      .select((eb) => [b.as("bucket"), eb.fn.countAll<number>().as("n")])
      .groupBy(b)
      .execute(),
    views
      .innerJoin("products", "products.id", "product_views.product_id")
      .select((eb) => ["products.id", "products.name", eb.fn.countAll<number>().as("views")])
      .groupBy(["products.id", "products.name"])
      .orderBy("views", "desc")
      .orderBy("products.id")
      .limit(DASHBOARD_LIMITS.mostViewed)
      .execute(),
  ]);
  const data = fill(f.keys, perBucket, (r) => r.n);
  return {
    totalViews: {
      total: data.reduce((a, v) => a + v, 0),
      labels: f.keys,
      data,
      products: top.map((p) => ({
        id: p.id,
        name: cutName(p.name, DASHBOARD_LIMITS.newProductNameMax),
        views: num(p.views),
        link: `/products/edit/${p.id}`,
      })),
    },
  };
}
