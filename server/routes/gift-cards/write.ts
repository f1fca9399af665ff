import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { GIFT_CARD_MSG, giftCardCreateSchema, giftCardUpdateSchema } from "../../../domain/gift-cards.js";
import { issueGiftCards } from "../../services/gift-cards/issue.js";
import { loadGiftCard } from "../../services/gift-cards/records.js";
import { giftCardTransactions } from "../../services/gift-cards/history.js";
import { updateGiftCard } from "../../services/gift-cards/update.js";
import { giftCardsOf } from "./common.js";
import { toDto } from "../../services/gift-cards/status.js";
import { giftCardDetailDto, giftCardDto } from "../../../domain/contracts/gift-cards.js";
import { grantedStore } from "../../http/access.js";
import { idParam } from "../../http/params.js";
import { recordVersion } from "../../../domain/contracts/versions.js";
import { answeringCurrent, askedVersion } from "../../http/versions.js";

/** Create (one or a batch) and edit gift cards: thin adapters over the gift-card service. */
export async function giftCardWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/gift-cards",
    {
      config: { access: giftCardsOf(["body.website_id", "active"]) },
      schema: {
        tags: ["gift-cards"],
        summary:
          "Issue a gift card, or `count` cards of one value as a batch (browse_discounts; plan with giftcards). Codes are generated unless one is given for a single card; the recipient, if any, is mailed the code",
        body: giftCardCreateSchema.and(z.object({ website_id: z.number().int().positive().optional() })),
        response: { 200: z.object({ message: z.string(), data: z.array(giftCardDto) }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const created = await issueGiftCards(ctx, website, currentUser(request).id, request.body);
      return {
        message: created.length > 1 ? GIFT_CARD_MSG.createdMany(created.length) : GIFT_CARD_MSG.created,
        data: created.map((row) => toDto(row)),
      };
    },
  );

  r.get(
    "/api/gift-cards/:id",
    {
      config: { access: giftCardsOf({ record: "gift_cards" }) },
      schema: {
        tags: ["gift-cards"],
        summary: "One gift card with its usage history (issue, redemptions with their orders, adjustments)",
        params: idParam,
        response: {
          200: giftCardDetailDto,
        },
      },
    },
    async (request) => {
      const card = await loadGiftCard(ctx, request.params.id);
      const transactions = await giftCardTransactions(ctx, card.id);
      return { ...toDto(card), transactions };
    },
  );

  r.put(
    "/api/gift-cards/:id",
    {
      config: { access: giftCardsOf({ record: "gift_cards" }) },
      schema: {
        tags: ["gift-cards"],
        summary:
          "Edit a gift card: expiry, recipient, note, disable/enable, or set its balance (0 to the initial value; recorded as an adjustment)",
        description:
          "With the version the screen read (`version` or If-Match), a card saved by someone else since answers 409 with `current`, the card now (without its history), and nothing is written.",
        params: idParam,
        body: giftCardUpdateSchema.extend({ version: recordVersion.optional() }),
        response: { 200: z.object({ message: z.string(), data: giftCardDto }) },
      },
    },
    async (request) => {
      const { version: _read, ...body } = request.body;
      const card = await loadGiftCard(ctx, request.params.id);
      const updated = await answeringCurrent(
        () => updateGiftCard(ctx, card, currentUser(request).id, body, askedVersion(request)),
        async () => ({ ...toDto(await loadGiftCard(ctx, card.id)) }),
      );
      const message =
        body.disabled === true
          ? GIFT_CARD_MSG.disabled
          : body.disabled === false
            ? GIFT_CARD_MSG.enabled
            : GIFT_CARD_MSG.updated;
      return { message, data: toDto(updated) };
    },
  );
}
