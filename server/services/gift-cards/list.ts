import type { AppContext } from "../../context.js";
import { normalizeGiftCardCode } from "../../../domain/gift-cards.js";
import type { GiftCardDto, GiftCardStatus } from "../../../domain/contracts/gift-cards.js";
import type { Page } from "../../../domain/contracts/page.js";
import { todayIso } from "../../db/json.js";
import { matchesAny } from "../../db/like.js";
import { pageOfQuery } from "../../db/page.js";
import { GIFT_CARD_COLUMNS } from "./records.js";
import { statusIs, toDto } from "./status.js";

export const GIFT_CARD_SORTS = ["created_at", "balance", "initial_value", "expires_on"] as const;

export interface GiftCardFilter {
  term?: string;
  status?: GiftCardStatus;
  batch?: string;
  sort: (typeof GIFT_CARD_SORTS)[number];
  order: "asc" | "desc";
}

/**
 * One page of a store's cards as the API answers them, with the total: the term matches the code
 * (as typed or normalized) or the recipient; the status is worked out in SQL as of today, the same
 * way each card's status is.
 */
export async function giftCardsPage(
  ctx: AppContext,
  websiteId: number,
  q: GiftCardFilter,
  page: number,
  perPage: number,
): Promise<Page<GiftCardDto>> {
  const today = todayIso();
  let base = ctx.db.kysely.selectFrom("gift_cards").where("website_id", "=", websiteId);
  if (q.term) {
    const code = normalizeGiftCardCode(q.term);
    const byRecipient = matchesAny<"gift_cards">(["recipient_email", "recipient_name"], q.term);
    base = base.where((eb) =>
      eb.or([...(code ? [matchesAny<"gift_cards">(["code"], code)(eb)] : []), byRecipient(eb)]),
    );
  }
  if (q.batch) base = base.where("batch", "=", q.batch);
  if (q.status) base = base.where(statusIs(q.status, today));
  const found = await pageOfQuery(
    base,
    (filtered) => filtered.select(GIFT_CARD_COLUMNS).orderBy(q.sort, q.order).orderBy("id", q.order),
    page,
    perPage,
  );
  return { ...found, data: found.data.map((row) => toDto(row, today)) };
}
