import type { FastifyInstance } from "fastify";
import { grantedStore } from "../../../http/access.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { currentUser } from "../../../auth/guard.js";
import { nowIso } from "../../../db/json.js";
import { PRODUCT_STATUSES } from "../../../../domain/products.js";
import { PRODUCT_SORTS, searchProducts } from "../../../services/products/search.js";
import { productRow, productRowDto } from "./common.js";
import { pageOf, pageQuery, pageSchema } from "../../../http/paging.js";
import { recordId } from "../../../http/params.js";

const listQuery = z.object({
  website_id: recordId.optional(),
  term: z.string().trim().max(200).optional(),
  /** Page sizes are 10 to 100; without per_page the caller's page_view. */
  ...pageQuery,
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** 1: the "Deleted" tab (soft-deleted products, newest deletion first). */
  deleted: z.enum(["0", "1"]).default("0"),
  orderBy: z.enum(PRODUCT_SORTS).default("sort_order"),
  orderType: z.enum(["asc", "desc"]).default("asc"),
});

/** GET /api/all/website/products: the store's product list. */
export async function productSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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

      const { rows, total } = await searchProducts(
        ctx,
        websiteId,
        {
          term: q.term,
          status: q.status,
          deleted: q.deleted === "1",
          orderBy: q.orderBy,
          orderType: q.orderType,
          page: q.page,
          perPage,
        },
        now,
      );
      return pageOf(
        rows.map((row) => productRow(ctx, row, now)),
        total,
        q.page,
        perPage,
      );
    },
  );
}
