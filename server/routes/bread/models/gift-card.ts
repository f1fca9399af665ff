import { loadStore } from "../../../services/websites/reads.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { giftCardCreateSchema, giftCardUpdateSchema } from "../../../../domain/gift-cards.js";
import { badRequest } from "../../../errors.js";
import { issueGiftCards } from "../../../services/gift-cards/issue.js";
import { GIFT_CARD_COLUMNS, loadGiftCard, type GiftCardRow } from "../../../services/gift-cards/records.js";
import { updateGiftCard } from "../../../services/gift-cards/update.js";
import { statusIs, toDto } from "../../../services/gift-cards/status.js";
import { todayIso } from "../../../db/json.js";
import { GIFT_CARD_STATUSES, type GiftCardStatus } from "../../../../domain/contracts/gift-cards.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { giftCardDto } from "../../../../domain/contracts/gift-cards.js";

const isGiftCardStatus = (value: unknown): value is GiftCardStatus =>
  GIFT_CARD_STATUSES.some((status) => status === value);

/** The card list's status filter, the gift-card service's own condition as of today. */
function byStatus(value: unknown, query: LooseQuery): LooseQuery {
  if (!isGiftCardStatus(value)) throw badRequest("The status filter value is invalid.");
  return query.where(statusIs(value, todayIso()));
}

/**
 * A store's gift cards, as the gift-card routes show them (amounts in cents, the code as the
 * card list shows it). Issuing and editing are the gift-card service's own writes; a card is never
 * deleted (it is disabled by an edit).
 */
export const giftCardModel: BreadModel = {
  name: "GiftCard",
  table: "gift_cards",
  scope: "store",
  rights: RESOURCE_RIGHTS.GiftCard,
  plan: {
    list: "giftcards",
    read: "giftcards",
    create: "giftcards",
    update: "giftcards",
    delete: "giftcards",
  },
  columns: GIFT_CARD_COLUMNS,
  filters: { website_id: "int", batch: "text", balance: "int", expires_on: "text", created_at: "date" },
  customFilters: { status: byStatus },
  sorts: ["id", "created_at", "balance", "initial_value", "expires_on"],
  defaultSort: ["created_at", "DESC"],
  search: ["code", "recipient_email", "recipient_name"],
  noDelete: true,
  service: {
    // A batch (`count` > 1) is issued as on the gift-card page; BREAD answers its first card.
    create: async (input, w) => {
      const website = await loadStore(w.ctx, w.websiteId);
      const [first] = await issueGiftCards(w.ctx, website, w.user.id, giftCardCreateSchema.parse(input));
      return first!.id;
    },
    update: async (input, w) => {
      await updateGiftCard(
        w.ctx,
        await loadGiftCard(w.ctx, w.id),
        w.user.id,
        giftCardUpdateSchema.parse(input),
        w.version,
      );
    },
  },
  bodies: { create: giftCardCreateSchema, update: giftCardUpdateSchema },
  record: giftCardDto.strict(),
  toDto: (row) => toDto(row as GiftCardRow),
};
