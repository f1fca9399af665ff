import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { giftCardsOf } from "./common.js";
import { GIFT_CARD_STATUSES, giftCardDto } from "../../../domain/contracts/gift-cards.js";
import { GIFT_CARD_SORTS, giftCardsPage } from "../../services/gift-cards/list.js";
import { grantedStore } from "../../http/access.js";
import { pageQuery, pageSchema } from "../../http/paging.js";
import { recordId } from "../../http/params.js";

/** GET /api/gift-cards: a store's cards, filtered by code, recipient, status and batch, paged in SQL. */
export async function giftCardListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/gift-cards",
    {
      config: { access: giftCardsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["gift-cards"],
        summary:
          "A store's gift cards (browse_discounts; plan with giftcards): term matches code or recipient, status active|disabled|expired|empty, batch",
        querystring: z.object({
          website_id: recordId.optional(),
          term: z.string().trim().max(200).optional(),
          status: z.enum(GIFT_CARD_STATUSES).optional(),
          batch: z.string().max(64).optional(),
          sort: z.enum(GIFT_CARD_SORTS).default("created_at"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: { 200: pageSchema(giftCardDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const perPage = q.per_page ?? currentUser(request).page_view;
      return giftCardsPage(ctx, website.id, q, q.page, perPage);
    },
  );
}
