import type { FastifyInstance } from "fastify";
import { grantedStore } from "../../../http/access.js";
import { sql, type SelectQueryBuilder } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { currentUser } from "../../../auth/guard.js";
import { nowIso } from "../../../db/json.js";
import type { Database } from "../../../db/schema.js";
import { PRODUCT_STATUSES, type ProductStatus } from "../../../../domain/products.js";
import { LIST_COLUMNS, productRow, productRowDto } from "./common.js";
import { pageOf, pageQuery, pageSchema } from "../../../http/paging.js";
import { matchesAny } from "../../../db/like.js";
import { recordId } from "../../../http/params.js";
import { liveProductCount } from "../../../services/products/counts.js";

const SORTS = ["sort_order", "name", "price", "created_at", "updated_at", "inventory_quantity"] as const;

const listQuery = z.object({
  website_id: recordId.optional(),
  term: z.string().trim().max(200).optional(),
  /** Page sizes are 10 to 100; without per_page the caller's page_view. */
  ...pageQuery,
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** 1: the "Deleted" tab (soft-deleted products, newest deletion first). */
  deleted: z.enum(["0", "1"]).default("0"),
  orderBy: z.enum(SORTS).default("sort_order"),
  orderType: z.enum(["asc", "desc"]).default("asc"),
});

type ProductQuery = SelectQueryBuilder<Database, "products", object>;

/** The term's words: what the word index (migration 014) matches as prefixes of a name's or slug's words. */
function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

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
  if (ctx.db.dialect === "postgres") {
    const tsquery = words.map((w) => `'${w}':*`).join(" & ");
    return {
      where: (query) =>
        query.where(
          sql<boolean>`to_tsvector('simple', name || ' ' || slug) @@ to_tsquery('simple', ${tsquery})`,
        ),
      count: null,
    };
  }
  const match = [`scope:${deleted ? "d" : "s"}${websiteId}`, ...words.map((w) => `{name slug}:"${w}"*`)].join(
    " AND ",
  );
  const ids = sql`(select rowid from product_words where product_words match ${match})`;
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

/** The same window rules as domain/products.ts productStatus, in SQL so paging stays in the database. */
function whereStatus(query: ProductQuery, status: ProductStatus, now: string): ProductQuery {
  if (status === "scheduled") return query.where("available", "=", 1).where("published_from", ">", now);
  if (status === "unpublished")
    return query.where((eb) => eb.or([eb("available", "=", 0), eb("published_to", "<=", now)]));
  return query
    .where("available", "=", 1)
    .where((eb) => eb.or([eb("published_from", "is", null), eb("published_from", "<=", now)]))
    .where((eb) => eb.or([eb("published_to", "is", null), eb("published_to", ">", now)]));
}

/** GET /api/all/website/products: the store's product list. */
export async function productSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/all/website/products",
    {
      config: { access: { right: "browse_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "The store's products (browse_products): term search (every word of the term starts a word of the name or slug), status filter, page and per_page (default: the user's page_view), orderBy/orderType; deleted=1 lists soft-deleted products",
        querystring: listQuery,
        response: { 200: pageSchema(productRowDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const websiteId = grantedStore(request).website.id;
      const perPage = q.per_page ?? currentUser(request).page_view;
      const now = nowIso();
      const deleted = q.deleted === "1";

      let where = k
        .selectFrom("products")
        .where("website_id", "=", websiteId)
        .where("deleted_at", deleted ? "is not" : "is", null);
      if (q.status) where = whereStatus(where, q.status, now);
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
      return pageOf(
        rows.map((row) => productRow(ctx, row, now)),
        total,
        q.page,
        perPage,
      );
    },
  );
}
