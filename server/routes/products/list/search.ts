import type { FastifyInstance } from "fastify";
import { sql, type SelectQueryBuilder } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { currentUser } from "../../../auth/guard.js";
import { nowIso } from "../../../db/json.js";
import type { Database } from "../../../db/schema.js";
import type { Dialect } from "../../../db/types.js";
import { PRODUCT_STATUSES, type ProductStatus } from "../../../../domain/products.js";
import { pageQuery } from "../../invitations/paging.js";
import { matchesAny, paged, pagedDto } from "../../websites/common.js";
import { LIST_COLUMNS, productRow, productRowDto, storeWithRights } from "./common.js";

const SORTS = ["sort_order", "name", "price", "created_at", "updated_at", "inventory_quantity"] as const;

const listQuery = z.object({
  website_id: z.coerce.number().int().positive().optional(),
  term: z.string().trim().max(200).optional(),
  /** Spec §9 page sizes are 10 to 100; without per_page the caller's page_view. */
  ...pageQuery,
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** 1: the "Deleted" tab (soft-deleted products, newest deletion first). */
  deleted: z.enum(["0", "1"]).default("0"),
  orderBy: z.enum(SORTS).default("sort_order"),
  orderType: z.enum(["asc", "desc"]).default("asc"),
});

type ProductQuery = SelectQueryBuilder<Database, "products", object>;

/** SQLite's FTS5 trigram index (migration 008) answers terms of three characters or more. */
const FTS_MIN_CHARS = 3;

/**
 * Name or slug contains the term, case-insensitively. On SQLite through the products_search
 * trigram index, which returns the matching ids without reading every row of the store;
 * PostgreSQL's pg_trgm index serves the LIKE itself.
 */
function whereTerm(query: ProductQuery, term: string, dialect: Dialect): ProductQuery {
  if (dialect === "sqlite" && [...term].length >= FTS_MIN_CHARS) {
    const phrase = `"${term.replace(/"/g, '""')}"`;
    return query.where(
      sql<boolean>`${sql.ref("products.id")} in (select rowid from products_search where products_search match ${phrase})`,
    );
  }
  return query.where(matchesAny<"products">(["name", "slug"], term));
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

/** GET /api/all/website/products: the store's product list (spec §2 Product list, §7 Products). */
export async function productSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/all/website/products",
    {
      schema: {
        tags: ["products"],
        summary:
          "The store's products (browse_products): term search over name and slug, status filter, page and per_page (default: the user's page_view), orderBy/orderType; deleted=1 lists soft-deleted products",
        querystring: listQuery,
        response: { 200: pagedDto(productRowDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const websiteId = await storeWithRights(ctx, request, q.website_id, "browse_products");
      const perPage = q.per_page ?? currentUser(request).page_view;
      const now = nowIso();
      const deleted = q.deleted === "1";

      let where = k
        .selectFrom("products")
        .where("website_id", "=", websiteId)
        .where("deleted_at", deleted ? "is not" : "is", null);
      if (q.term) where = whereTerm(where, q.term, ctx.db.dialect);
      if (q.status) where = whereStatus(where, q.status, now);

      const [field, direction] = deleted ? (["deleted_at", "desc"] as const) : [q.orderBy, q.orderType];
      // One statement for the page and the total (a window count): the term search's index lookup
      // then runs once per request instead of twice. Only a page past the end needs a count of its own.
      const rows = await where
        .select(LIST_COLUMNS)
        .select((eb) => eb.fn.countAll<number>().over().as("total"))
        .orderBy(field, direction)
        .orderBy("id", direction)
        .limit(perPage)
        .offset((q.page - 1) * perPage)
        .execute();
      const first = rows[0];
      const total = first
        ? Number(first.total)
        : Number((await where.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      return paged(
        rows.map((row) => productRow(ctx, row, now)),
        total,
        q.page,
        perPage,
      );
    },
  );
}
