import { z } from "zod";
import { recordVersion } from "./versions.js";

/*
 * A store's gift cards as the gift card routes and the GiftCard model answer them (money in
 * cents): the server validates and documents with these, the SPA reads their types.
 */

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
  version: recordVersion,
});
export type GiftCardDto = z.infer<typeof giftCardDto>;
export type GiftCard = GiftCardDto;

/** One line of a gift card's usage history. */
export const giftCardTransactionDto = z.object({
  id: z.number(),
  kind: z.enum(["issue", "redeem", "adjust"]),
  amount: z.number().describe("cents; negative when the balance went down"),
  balance_after: z.number(),
  order_id: z.number().nullable(),
  buyer_email: z.string().nullable(),
  note: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCardTransaction = z.infer<typeof giftCardTransactionDto>;

/** GET /api/gift-cards/{id}: the card with its usage history (issue, redemptions, adjustments). */
export const giftCardDetailDto = giftCardDto.extend({ transactions: z.array(giftCardTransactionDto) });
export type GiftCardDetail = z.infer<typeof giftCardDetailDto>;
