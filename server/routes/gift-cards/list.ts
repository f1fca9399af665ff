import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { normalizeGiftCardCode } from "../../../domain/gift-cards.js";
import { giftCardsOf, toDto } from "./common.js";
import { GIFT_CARD_STATUSES, giftCardDto } from "../../../domain/contracts/gift-cards.js";
import { GIFT_CARD_COLUMNS } from "../../services/gift-cards/records.js";
import { grantedStore } from "../../http/access.js";
import { fetchPage, pageQuery, pageSchema } from "../../http/paging.js";
import { matchesAny } from "../../db/like.js";
import { recordId } from "../../http/params.js";
import { countRows } from "../../db/count.js";

const SORTS = ["created_at", "balance", "initial_value", "expires_on"] as const;

/** GET /api/gift-cards: a store's cards, filtered by code, recipient, status and batch, fetchPage in SQL. */
export async function giftCardListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
          sort: z.enum(SORTS).default("created_at"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: { 200: pageSchema(giftCardDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const today = new Date().toISOString().slice(0, 10);
      let base = k.selectFrom("gift_cards").where("website_id", "=", website.id);
      if (q.term) {
        const code = normalizeGiftCardCode(q.term);
        const byRecipient = matchesAny<"gift_cards">(["recipient_email", "recipient_name"], q.term);
        base = base.where((eb) =>
          eb.or([...(code ? [matchesAny<"gift_cards">(["code"], code)(eb)] : []), byRecipient(eb)]),
        );
      }
      if (q.batch) base = base.where("batch", "=", q.batch);
      if (q.status === "disabled") base = base.where("disabled_at", "is not", null);
      else if (q.status === "expired")
        base = base.where("disabled_at", "is", null).where("expires_on", "<", today);
      else if (q.status) {
        base = base
          .where("disabled_at", "is", null)
          .where((eb) => eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", today)]))
          .where("balance", q.status === "empty" ? "<=" : ">", 0);
      }
      return fetchPage(
        q.page,
        q.per_page ?? currentUser(request).page_view,
        async (limit, offset) =>
          (
            await base
              .select(GIFT_CARD_COLUMNS)
              .orderBy(q.sort, q.order)
              .orderBy("id", q.order)
              .limit(limit)
              .offset(offset)
              .execute()
          ).map((row) => toDto(row, today)),
        () => countRows(base),
      );
    },
  );
}
