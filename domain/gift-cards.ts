import { z } from "zod";

// How a code is shown lives apart from the schemas, so screens that only show codes load no zod.
export { formatGiftCardCode, maskGiftCardCode } from "./gift-card-code.js";

/**
 * Gift cards, shaped on Shopify's: a code of 16 letters and digits shown in
 * groups of four, an initial value and a remaining balance in cents, an optional expiry date and
 * recipient, and a history of what each order took. Batch creation issues many cards of one value.
 */
export const GIFT_CARD_CODE_LENGTH = 16;
/** No 0/O, 1/I/L: a code read from paper is typed back without guessing. */
export const GIFT_CARD_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GIFT_CARD_BATCH_MAX = 500;

export const GIFT_CARD_MSG = {
  valueRequired: "The value must be at least 0.01.",
  valueMax: "The value must be at most 10,000.00.",
  codeFormat: "The code must be 8 to 20 letters and digits.",
  codeTaken: "This code is already in use in this store.",
  expiresOn: "The expiry date must be a date (YYYY-MM-DD) from today on.",
  email: "E-mail must be valid.",
  count: `Create from 1 to ${GIFT_CARD_BATCH_MAX} gift cards at once.`,
  adjust: "The new balance must be between 0 and the initial value.",
  balanceChanged: "The balance changed meanwhile (an order used the card). Reload and try again.",
  locked: "Gift cards are not available in your plan. Upgrade your plan to create gift cards.",
  created: "Gift card created successfully.",
  createdMany: (n: number) => `${n} gift cards created successfully.`,
  updated: "Gift card updated successfully.",
  disabled: "Gift card disabled.",
  enabled: "Gift card enabled.",
} as const;

/** Spaces and dashes are presentation only: "abcd-efgh" and "ABCDEFGH" are one code. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/** A random code from the unambiguous alphabet (Web Crypto, available in Node 20 and browsers). */
export function generateGiftCardCode(length = GIFT_CARD_CODE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is not a multiple of the alphabet's 31 letters; the bias (< 0.5 %) does not matter for a
  // 16-character code, whose 80 bits of entropy are far beyond guessing.
  return Array.from(bytes, (b) => GIFT_CARD_ALPHABET[b % GIFT_CARD_ALPHABET.length]).join("");
}

/** Whether a card with this expiry may still be used on `today` ("YYYY-MM-DD"). */
export function giftCardExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

const valueSchema = z
  .number({ error: GIFT_CARD_MSG.valueRequired })
  .int(GIFT_CARD_MSG.valueRequired)
  .min(1, GIFT_CARD_MSG.valueRequired)
  .max(1_000_000, GIFT_CARD_MSG.valueMax);

const optionalEmail = z
  .string()
  .trim()
  .transform((s) => (s === "" ? null : s))
  .pipe(z.email({ error: GIFT_CARD_MSG.email }).nullable())
  .nullable()
  .default(null);

const expirySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_CARD_MSG.expiresOn)
  .nullable()
  .default(null);

/** One card, or `count` cards of one value (batch); a given code only makes sense for one card. */
export const giftCardCreateSchema = z
  .object({
    initial_value: valueSchema,
    count: z
      .number({ error: GIFT_CARD_MSG.count })
      .int()
      .min(1, GIFT_CARD_MSG.count)
      .max(GIFT_CARD_BATCH_MAX, GIFT_CARD_MSG.count)
      .default(1),
    code: z
      .string()
      .transform(normalizeGiftCardCode)
      .pipe(z.string().regex(/^[A-Z0-9]{8,20}$/, GIFT_CARD_MSG.codeFormat))
      .nullable()
      .default(null),
    expires_on: expirySchema,
    recipient_email: optionalEmail,
    recipient_name: z.string().trim().max(200).nullable().default(null),
    note: z.string().max(1000).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.code !== null && v.count > 1)
      ctx.addIssue({ code: "custom", path: ["code"], message: GIFT_CARD_MSG.count });
  });
export type GiftCardCreate = z.infer<typeof giftCardCreateSchema>;

/** Edit a card: expiry, recipient, note, disabled, and a manual balance adjustment. */
export const giftCardUpdateSchema = z.object({
  expires_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_CARD_MSG.expiresOn)
    .nullable()
    .optional(),
  recipient_email: z
    .string()
    .trim()
    .transform((s) => (s === "" ? null : s))
    .pipe(z.email({ error: GIFT_CARD_MSG.email }).nullable())
    .nullable()
    .optional(),
  recipient_name: z.string().trim().max(200).nullable().optional(),
  note: z.string().max(1000).nullable().optional(),
  disabled: z.boolean().optional(),
  balance: z
    .number({ error: GIFT_CARD_MSG.adjust })
    .int(GIFT_CARD_MSG.adjust)
    .min(0, GIFT_CARD_MSG.adjust)
    .optional(),
});
export type GiftCardUpdate = z.infer<typeof giftCardUpdateSchema>;
