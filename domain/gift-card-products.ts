import { z } from "zod";
import { GIFT_CARD_MSG } from "./gift-cards.js";
import type { Cents } from "./pricing.js";

/**
 * The gift-card product (/product/gift-card/create and edit): what a buyer adds to
 * the storefront cart to buy a gift card for someone. The owner sets its name, description,
 * picture and the values a buyer chooses from; paying for it issues a gift card of the chosen value
 * to the recipient's email. It has no supplier, stock or print: the whole price is the store's sale.
 */
export const GIFT_CARD_PRODUCT_MAX_VALUES = 10;
/** The largest gift card a store may sell, as for cards it issues by hand (GIFT_CARD_MSG.valueMax). */
export const GIFT_CARD_PRODUCT_MAX_VALUE: Cents = 1_000_000;

/** A cart line of a gift-card product carries its chosen value as its option: "gift:2500". */
export const GIFT_CARD_OPTION_PREFIX = "gift:";

export const GIFT_CARD_PRODUCT_MSG = {
  nameRequired: "Enter the gift card's name.",
  values: `Add from 1 to ${GIFT_CARD_PRODUCT_MAX_VALUES} values, each from 0.01 to 10,000.00.`,
  valuesUnique: "Each value can be listed only once.",
  picture: "Choose a picture from this store's file library.",
  description: "The description can be at most 5,000 characters.",
  recipientEmail: GIFT_CARD_MSG.email,
  chooseValue: "Choose one of this gift card's values.",
  recipientRequired: "Enter the e-mail address the gift card is sent to.",
  created: "Gift card product created successfully.",
  updated: "Gift card product updated successfully.",
  deleted: "Gift card product deleted.",
  notFound: "The gift card product was not found.",
} as const;

export function giftCardOption(amount: Cents): string {
  return `${GIFT_CARD_OPTION_PREFIX}${amount}`;
}

/** The value a cart line's option names, or null when the option is not a gift card's. */
export function giftCardOptionAmount(option: string | null | undefined): Cents | null {
  if (!option?.startsWith(GIFT_CARD_OPTION_PREFIX)) return null;
  const text = option.slice(GIFT_CARD_OPTION_PREFIX.length);
  if (!/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

const value = z
  .number({ error: GIFT_CARD_PRODUCT_MSG.values })
  .int(GIFT_CARD_PRODUCT_MSG.values)
  .min(1, GIFT_CARD_PRODUCT_MSG.values)
  .max(GIFT_CARD_PRODUCT_MAX_VALUE, GIFT_CARD_PRODUCT_MSG.values);

/** Create and edit share one form: every field is sent, as the page holds them all. */
export const giftCardProductSchema = z.object({
  name: z
    .string({ error: GIFT_CARD_PRODUCT_MSG.nameRequired })
    .trim()
    .min(1, GIFT_CARD_PRODUCT_MSG.nameRequired)
    .max(200, GIFT_CARD_PRODUCT_MSG.nameRequired),
  description: z
    .string()
    .trim()
    .max(5000, GIFT_CARD_PRODUCT_MSG.description)
    .nullish()
    .transform((v) => (v ? v : null)),
  denominations: z
    .array(value, { error: GIFT_CARD_PRODUCT_MSG.values })
    .min(1, GIFT_CARD_PRODUCT_MSG.values)
    .max(GIFT_CARD_PRODUCT_MAX_VALUES, GIFT_CARD_PRODUCT_MSG.values)
    .refine((list) => new Set(list).size === list.length, GIFT_CARD_PRODUCT_MSG.valuesUnique)
    // Shown to the buyer smallest first, whatever order the owner typed them in.
    .transform((list) => [...list].sort((a, b) => a - b)),
  picture_file_id: z
    .number({ error: GIFT_CARD_PRODUCT_MSG.picture })
    .int(GIFT_CARD_PRODUCT_MSG.picture)
    .positive(GIFT_CARD_PRODUCT_MSG.picture)
    .nullable()
    .default(null),
  published: z.boolean().default(false),
});
export type GiftCardProductInput = z.input<typeof giftCardProductSchema>;
export type GiftCardProductValues = z.output<typeof giftCardProductSchema>;

/** Who receives a gift card bought on the storefront. */
export const recipientEmailSchema = z
  .string({ error: GIFT_CARD_PRODUCT_MSG.recipientRequired })
  .trim()
  .toLowerCase()
  .min(1, GIFT_CARD_PRODUCT_MSG.recipientRequired)
  .max(254, GIFT_CARD_PRODUCT_MSG.recipientEmail)
  .pipe(z.email({ error: GIFT_CARD_PRODUCT_MSG.recipientEmail }));
