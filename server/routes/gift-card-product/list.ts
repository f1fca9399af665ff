import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { giftCardsOf } from "../gift-cards/common.js";
import { grantedStore } from "../../http/access.js";
import { giftCardProductPage } from "../../../domain/contracts/gift-card-products.js";
import { GIFT_CARD_PRODUCT_SORTS } from "../../../domain/list-sorts.js";
import { giftCardProductRows } from "../../services/gift-card-products/reads.js";
import { fetchPage, pageQuery } from "../../http/paging.js";
import { recordId } from "../../http/params.js";

/** GET /api/gift-card-products: a store's gift-card products, newest first unless asked, fetchPage in SQL. */
export async function giftCardProductListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/gift-card-products",
    {
      config: { access: giftCardsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["gift-card-products"],
        summary:
          "A store's gift-card products (browse_discounts; plan with giftcards), newest first or by sort (created_at|name) and order",
        querystring: z.object({
          website_id: recordId.optional(),
          published: z.enum(["0", "1"]).optional(),
          sort: z.enum(GIFT_CARD_PRODUCT_SORTS).default("created_at"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: { 200: giftCardProductPage },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const page = giftCardProductRows(
        ctx,
        website.id,
        q.published === undefined ? undefined : q.published === "1",
        q,
      );
      return fetchPage(q.page, q.per_page ?? currentUser(request).page_view, page.rows, page.count);
    },
  );
}
