import { giftCardExpired } from "../../../domain/gift-cards.js";
import type { GiftCardDto, GiftCardStatus } from "../../../domain/contracts/gift-cards.js";

type Row = Omit<GiftCardDto, "status">;

/** A card's status as of `today`: disabled, then expired, then empty, else active. */
export function statusOf(
  row: Pick<Row, "disabled_at" | "expires_on" | "balance">,
  today: string,
): GiftCardStatus {
  if (row.disabled_at !== null) return "disabled";
  if (giftCardExpired(row.expires_on, today)) return "expired";
  if (row.balance <= 0) return "empty";
  return "active";
}

/** A card as the API answers it: its row with its status. */
export function toDto(row: Row, today = new Date().toISOString().slice(0, 10)): GiftCardDto {
  return { ...row, status: statusOf(row, today) };
}
