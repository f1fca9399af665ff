import { sql, type SelectQueryBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { matchesAny } from "../../db/like.js";
import type { ProductStatus } from "../../../domain/products.js";
import { liveProductCount } from "./counts.js";
import { productStatusIs } from "./status.js";
import { LIST_COLUMNS, type ListRow } from "./list-rows.js";
import { matchedIds, storeScope, termWords, wordsMatch, wordsVectorMatch } from "./words.js";

export const PRODUCT_SORTS = [
  "sort_order",
  "name",
  "price",
  "created_at",
  "updated_at",
  "inventory_quantity",
] as const;

type ProductQuery = SelectQueryBuilder<Database, "products", object>;

/** Below this many matches reading each match's row beats walking the store's sort index. */
const FEW_MATCHES = 400;

interface TermSearch {
  where: (query: ProductQuery, matches: number | null) => ProductQuery;
  /** The store's matches straight from the index, when no other filter applies (SQLite only). */
  count: (() => Promise<number>) | null;
}

/**
 * Every word of the term starts a word of the name or slug, case-insensitively. SQLite reads the
 * FTS5 index product_words, whose scope column keeps a store's live and deleted products apart;
 * PostgreSQL the GIN index over the 'simple' text search vector. A term without letters or
 * digits ("%") falls back to a substring match.
 */
function termSearch(ctx: AppContext, term: string, websiteId: number, deleted: boolean): TermSearch {
  const words = termWords(term);
  if (words.length === 0)
    return { where: (query) => query.where(matchesAny<"products">(["name", "slug"], term)), count: null };
  if (ctx.db.dialect === "postgres")
    return { where: (query) => query.where(wordsVectorMatch(words)), count: null };
  const match = wordsMatch(words, storeScope(websiteId, deleted));
  const ids = matchedIds(match);
  return {
    // Many matches: "+id" keeps the planner off the rowid lookups, so it walks the store's index
    // for the chosen order and stops after a page; few matches: it reads just those rows.
    where: (query, matches) =>
      query.where(
        matches !== null && matches < FEW_MATCHES
          ? sql<boolean>`${sql.ref("products.id")} in ${ids}`
          : sql<boolean>`+${sql.ref("products.id")} in ${ids}`,
      ),
    count: () =>
      sql<{ n: number }>`select count(*) as n from product_words where product_words match ${match}`
        .execute(ctx.db.kysely)
        .then((r) => Number(r.rows[0]?.n ?? 0)),
  };
}

/** What the store's product list asks for: one page, filtered, searched and sorted. */
export interface ProductSearch {
  term?: string;
  status?: ProductStatus;
  /** The "Deleted" tab: soft-deleted products, newest deletion first (the sort is ignored). */
  deleted: boolean;
  orderBy: (typeof PRODUCT_SORTS)[number];
  orderType: "asc" | "desc";
  page: number;
  perPage: number;
}

/** One page of the store's products and how many match in all. */
export async function searchProducts(
  ctx: AppContext,
  websiteId: number,
  q: ProductSearch,
  now: string,
): Promise<{ rows: ListRow[]; total: number }> {
  const k = ctx.db.kysely;
  const { deleted, perPage } = q;
  let where = k
    .selectFrom("products")
    .where("website_id", "=", websiteId)
    .where("deleted_at", deleted ? "is not" : "is", null);
  if (q.status) where = where.where(productStatusIs(q.status, now));
  const search = q.term ? termSearch(ctx, q.term, websiteId, deleted) : null;
  // The index counts a term's matches alone unless a status filter needs the rows.
  const indexCount = search && !q.status ? search.count : null;
  const matches = indexCount ? await indexCount() : null;
  if (search) where = search.where(where, matches);

  const [field, direction] = deleted ? (["deleted_at", "desc"] as const) : [q.orderBy, q.orderType];
  const page = where
    .select(LIST_COLUMNS)
    .orderBy(field, direction)
    .orderBy("id", direction)
    .limit(perPage)
    .offset((q.page - 1) * perPage);
  // The whole live list (the screen's first view) is counted by the database already; any
  // filter, and the Deleted tab, count their rows.
  const count = () =>
    !deleted && !q.status && !q.term
      ? liveProductCount(k, websiteId)
      : where
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
  const [rows, total] = matches === 0 ? [[], 0] : await Promise.all([page.execute(), matches ?? count()]);
  return { rows, total };
}
