import { z } from "zod";
import type { StoreRule } from "../../http/access.js";
import { giftCardExpired } from "../../../domain/gift-cards.js";

export const GIFT_CARD_STATUSES = ["active", "disabled", "expired", "empty"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const giftCardDto = z.object({
  id: z.number(),
  website_id: z.number(),
  code: z.string().describe("16 letters and digits, shown grouped by four"),
  initial_value: z.number().describe("cents"),
  balance: z.number().describe("cents remaining"),
  expires_on: z.string().nullable().describe("YYYY-MM-DD, usable through that day; null never expires"),
  recipient_email: z.string().nullable(),
  recipient_name: z.string().nullable(),
  note: z.string().nullable(),
  batch: z.string().nullable(),
  disabled_at: z.string().nullable(),
  status: z.enum(GIFT_CARD_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GiftCardDto = z.infer<typeof giftCardDto>;

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
