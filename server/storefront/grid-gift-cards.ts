import { sql, type Kysely } from "kysely";
import { storeLimits } from "../../domain/plans.js";
import type { ProductsData } from "../../domain/sections.js";
import { fromJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import type { StoreProduct } from "./load.js";

/**
 * Gift-card products (gift_card_products) in the storefront's product grids, next to the products
 * of server/storefront/load.ts: wherever "all products" are listed (the home page's and other
 * pages' products sections with all products on, and the "Show all" listing). Not in chosen
 * products or collections, which hold product ids, nor in categories: a gift card has none.
 */

type Db = Kysely<Database>;

/** A grid entry with what a section's sort compares across products and gift cards. */
export type Listed = StoreProduct & { created_at: string };

/** Drops the sort keys, so only what a card shows leaves here. */
export function listed(items: readonly Listed[]): StoreProduct[] {
  return items.map(({ created_at: _createdAt, ...item }) => item);
}

/**
 * The store's gift-card products a buyer can open (server/storefront/gift-card-product.ts):
 * published, not deleted, with its picture if that is a file of this store. The literals match
 * the partial index gift_card_products_live_idx (migration 017), which SQLite uses only then.
 */
export function giftCardQuery(db: Db, websiteId: number) {
  return db
    .selectFrom("gift_card_products as g")
    .leftJoin("files as f", (join) =>
      join.onRef("f.id", "=", "g.picture_file_id").on("f.website_id", "=", websiteId),
    )
    .select(["g.id", "g.name", "g.slug", "g.denominations", "g.created_at", "f.path as picture"])
    .where("g.website_id", "=", websiteId)
    .where("g.published", "=", sql.lit(1))
    .where("g.deleted_at", "is", null);
}

type GiftCardRow = Awaited<ReturnType<ReturnType<typeof giftCardQuery>["execute"]>>[number];

export function giftCardItem(row: GiftCardRow): Listed {
  // Stored smallest first (domain/gift-card-products.ts), so the first is the "From" value.
  const values = fromJson<number[]>(row.denominations, []);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: values[0] ?? 0,
    photo: row.picture,
    colors: [],
    giftCard: { values: values.length },
    created_at: row.created_at,
  };
}

/** Its page answers only while the store's plan has gift cards, so the grid follows the plan. */
async function sellsGiftCards(db: Db, websiteId: number): Promise<boolean> {
  const store = await db
    .selectFrom("websites")
    .select(["plan", "limits"])
    .where("id", "=", websiteId)
    .executeTakeFirst();
  return store ? storeLimits(store).giftcards : false;
}

/** Most stores have none: the plan is read only when there is something to show. */
export async function liveGiftCardCount(db: Db, websiteId: number): Promise<number> {
  const row = await db
    .selectFrom("gift_card_products as g")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("g.website_id", "=", websiteId)
    .where("g.published", "=", sql.lit(1))
    .where("g.deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > 0 && (await sellsGiftCards(db, websiteId)) ? n : 0;
}

/** The stored lowest value, for sorting by price in SQL on both engines (->> 0 is the first item). */
const lowestValue = sql<number>`cast(${sql.ref("g.denominations")} ->> 0 as integer)`;

/** A section's gift cards in the section's order, at most its limit. */
export async function sectionGiftCards(db: Db, websiteId: number, data: ProductsData): Promise<Listed[]> {
  const base = giftCardQuery(db, websiteId).limit(data.limit);
  const ordered = (() => {
    switch (data.sort_by) {
      case "Newest":
        return base.orderBy("g.created_at", "desc").orderBy("g.id", "desc");
      case "Oldest":
        return base.orderBy("g.created_at", "asc").orderBy("g.id", "asc");
      case "Price ascending":
        return base.orderBy(lowestValue, "asc").orderBy("g.id", "asc");
      case "Price descending":
        return base.orderBy(lowestValue, "desc").orderBy("g.id", "desc");
      case "Name ascending":
        return base.orderBy("g.name", "asc").orderBy("g.id", "asc");
      case "Name descending":
        return base.orderBy("g.name", "desc").orderBy("g.id", "desc");
      case "Position":
        return base.orderBy("g.id", "asc");
    }
  })();
  const rows = await ordered.execute();
  if (rows.length === 0 || !(await sellsGiftCards(db, websiteId))) return [];
  return rows.map(giftCardItem);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How a section's sort places a gift card against a product; null for "Position", where gift
 * cards follow every product because the store's manual order has no place for them.
 */
const COMPARE: Record<ProductsData["sort_by"], ((a: Listed, b: Listed) => number) | null> = {
  Newest: (a, b) => byText(b.created_at, a.created_at),
  Oldest: (a, b) => byText(a.created_at, b.created_at),
  "Price ascending": (a, b) => a.price - b.price,
  "Price descending": (a, b) => b.price - a.price,
  "Name ascending": (a, b) => byText(a.name, b.name),
  "Name descending": (a, b) => byText(b.name, a.name),
  Position: null,
};

/**
 * Merges two lists each already in the section's order (from SQL), keeping each one's order:
 * a gift card goes before a product only when the sort puts it strictly first.
 */
export function mergeLists(
  sortBy: ProductsData["sort_by"],
  products: readonly Listed[],
  gifts: readonly Listed[],
): StoreProduct[] {
  const compare = COMPARE[sortBy];
  if (!compare) return listed([...products, ...gifts]);
  const out: Listed[] = [];
  let p = 0;
  let g = 0;
  while (p < products.length || g < gifts.length) {
    const product = products[p];
    const gift = gifts[g];
    if (gift && (!product || compare(gift, product) < 0)) {
      out.push(gift);
      g++;
    } else if (product) {
      out.push(product);
      p++;
    }
  }
  return listed(out);
}
