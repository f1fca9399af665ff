import { sql, type SelectQueryBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { matchesAny } from "../../db/like.js";
import { IMPORT_TEST_CATEGORY, type SupplierVariantRow } from "./rows.js";

export const CATALOGUE_ORDERS = ["name", "created_at", "popular", "price", "brand", "id"] as const;

type Flag = "0" | "1";

/** The catalogue's filters and order as GET /api/all/products takes them (lists already split). */
export interface CatalogueQuery {
  term?: string;
  is_active?: Flag;
  popular?: Flag;
  is_disabled_from_filtering?: Flag;
  orderBy?: (typeof CATALOGUE_ORDERS)[number];
  orderType?: "asc" | "desc";
  selected_brand: string[];
  filter_brand: string[];
  selected_categories: string[];
  category: string[];
  check_category?: Flag;
  get_cloned_products?: Flag;
  is_clone?: Flag;
}

type Sp = SelectQueryBuilder<Database, "supplier_products", object>;

/**
 * The catalogue's filters in SQL. Store users see active products only; the "import test"
 * category is hidden from everyone except an admin who asks for it by name.
 */
function filtered(k: AppContext["db"]["kysely"], q: CatalogueQuery, admin: boolean): Sp {
  let query: Sp = k.selectFrom("supplier_products");
  if (!admin) query = query.where("is_active", "=", 1);
  else if (q.is_active !== undefined) query = query.where("is_active", "=", Number(q.is_active));
  const categories = [...q.selected_categories, ...q.category];
  const brands = [...q.selected_brand, ...q.filter_brand];
  const filtering = q.is_disabled_from_filtering !== "1";
  if (filtering && brands.length > 0) query = query.where("brand", "in", brands);
  if (filtering && categories.length > 0) query = query.where("category", "in", categories);
  if (!(admin && categories.includes(IMPORT_TEST_CATEGORY)))
    query = query.where("category", "!=", IMPORT_TEST_CATEGORY);
  // Products filed under no supplier category are left out of category-driven lists.
  if (q.check_category === "1") query = query.where("category", "!=", "");
  // A clone is a supplier product offered as a variation of another (similar_product_id).
  if (q.is_clone === "1") query = query.where("similar_product_id", "is not", null);
  if (q.get_cloned_products === "0") query = query.where("similar_product_id", "is", null);
  if (q.term)
    query = query.where(matchesAny<"supplier_products">(["name", "short_name", "style_id", "brand"], q.term));
  return query;
}

/**
 * One page of the supplier catalogue with the total and each product's variants. By name unless
 * asked otherwise (popular=1: most popular first); popular and newest sort descending by default.
 */
export async function cataloguePage(
  ctx: AppContext,
  q: CatalogueQuery,
  admin: boolean,
  page: number,
  perPage: number,
) {
  const k = ctx.db.kysely;
  const orderBy = q.orderBy ?? (q.popular === "1" ? "popular" : "name");
  const direction = q.orderType ?? (orderBy === "popular" || orderBy === "created_at" ? "desc" : "asc");
  let rows = filtered(k, q, admin).selectAll();
  rows =
    orderBy === "price"
      ? rows.orderBy(
          sql`(select min(v.cost) from supplier_variants v where v.supplier_product_id = supplier_products.id)`,
          direction,
        )
      : rows.orderBy(orderBy, direction);
  rows = rows
    .orderBy("id", "asc")
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [products, counted] = await Promise.all([
    rows.execute(),
    filtered(k, q, admin)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const variants =
    products.length === 0
      ? []
      : await k
          .selectFrom("supplier_variants")
          .selectAll()
          .where(
            "supplier_product_id",
            "in",
            products.map((p) => p.id),
          )
          .orderBy("id")
          .execute();
  const byProduct = new Map<number, SupplierVariantRow[]>();
  for (const v of variants) {
    const list = byProduct.get(v.supplier_product_id) ?? [];
    list.push(v);
    byProduct.set(v.supplier_product_id, list);
  }
  return { products, byProduct, total: Number(counted.n) };
}

/** The brands or categories of the active catalogue ("import test" left out) with their product counts. */
export async function catalogueCounts(ctx: AppContext, column: "brand" | "category") {
  const rows = await ctx.db.kysely
    .selectFrom("supplier_products")
    .select([column, (eb) => eb.fn.countAll<number>().as("n")])
    .where("is_active", "=", 1)
    .where("category", "!=", IMPORT_TEST_CATEGORY)
    .groupBy(column)
    .orderBy(column)
    .execute();
  return rows.map((row) => ({ name: String(row[column]), count: Number(row.n) }));
}

/** Every colour of the supplier catalogue with its swatch. */
export async function catalogueColours(ctx: AppContext) {
  const rows = await ctx.db.kysely
    .selectFrom("supplier_variants")
    .select(["color", (eb) => eb.fn.min("color_swatch").as("hex")])
    .groupBy("color")
    .orderBy("color")
    .execute();
  return rows.map((row) => ({ name: row.color, hex: String(row.hex) }));
}
