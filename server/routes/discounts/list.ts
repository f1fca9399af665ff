import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { discountsOf } from "./common.js";
import { DISCOUNT_STATUSES, discountDto } from "../../../domain/contracts/discounts.js";
import { DISCOUNT_SORTS, discountsPage } from "../../services/discounts/list.js";
import { pageQuery, pageSchema } from "../../http/paging.js";
import { recordId } from "../../http/params.js";

/** GET /api/discounts: a store's discount codes, searched by code or title, filtered by status. */
export async function discountListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/discounts",
    {
      config: { access: discountsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["discounts"],
        summary:
          "A store's discounts (browse_discounts): term matches code or title; status active|scheduled|expired|disabled|used_up; fetchPage",
        querystring: z.object({
          website_id: recordId.optional(),
          term: z.string().trim().max(200).optional(),
          status: z.enum(DISCOUNT_STATUSES).optional(),
          sort: z.enum(DISCOUNT_SORTS).default("created_at"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: { 200: pageSchema(discountDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const perPage = q.per_page ?? currentUser(request).page_view;
      return discountsPage(ctx, website.id, q, q.page, perPage);
    },
  );
}
