import type { StoreRule } from "../../http/access.js";
import { giftCardExpired } from "../../../domain/gift-cards.js";
import type { GiftCardDto, GiftCardStatus } from "../../../domain/contracts/gift-cards.js";

type Row = Omit<GiftCardDto, "status">;

export function statusOf(
  row: Pick<Row, "disabled_at" | "expires_on" | "balance">,
  today: string,
): GiftCardStatus {
  if (row.disabled_at !== null) return "disabled";
  if (giftCardExpired(row.expires_on, today)) return "expired";
  if (row.balance <= 0) return "empty";
  return "active";
}

export function toDto(row: Row, today = new Date().toISOString().slice(0, 10)): GiftCardDto {
  return { ...row, status: statusOf(row, today) };
}

/** Who manages a store's gift cards: browse_discounts, on a plan that includes gift cards. */
export function giftCardsOf(from: StoreRule["from"], missing?: string): StoreRule {
  return { right: "browse_discounts", plan: "giftcards", from, ...(missing ? { missing } : {}) };
}
