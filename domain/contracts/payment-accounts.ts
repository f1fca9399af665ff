import { z } from "zod";

/*
 * The store's payment accounts as the payment calls answer them (hints only, never ids or
 * secrets): the server validates and documents its routes with these, the SPA reads their types.
 */

export const PAYMENT_KINDS = ["card", "paypal", "braintree"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const paymentAccountDto = z.object({
  kind: z.enum(PAYMENT_KINDS),
  controller: z.string(),
  provider: z.string(),
  /** A local stand-in account (sandbox), not a real one. */
  local: z.boolean(),
  is_second: z.number(),
  status: z.string(),
  charges_enabled: z.number(),
  /** The end of the provider's account id, enough to tell two accounts apart. */
  account_hint: z.string(),
  connected_at: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof paymentAccountDto>;

export const paymentMethodsDto = z.object({ card: z.boolean(), paypal: z.boolean(), braintree: z.boolean() });
export type PaymentMethods = z.infer<typeof paymentMethodsDto>;

export const paymentSummaryDto = z.object({
  website_id: z.number(),
  /** The card provider new accounts go to: "sandbox" or "stripe". */
  provider: z.string(),
  local: z.boolean(),
  /** 1 when checkout can charge the store's card account now (the "Card payments ready" chip). */
  stripe_valid: z.number(),
  second_payment: z.number(),
  methods: paymentMethodsDto,
  accounts: z.array(paymentAccountDto),
});
export type PaymentSummary = z.infer<typeof paymentSummaryDto>;

/** A write's answer: its message and the store's payments as they are now. */
export const withSummaryDto = z.object({ message: z.string(), payments: paymentSummaryDto });
export type WithSummary = z.infer<typeof withSummaryDto>;

/** GET /api/websites/second_payment: whether the store pays out to a second account too, and those accounts. */
export const secondPaymentDto = z.object({
  website_id: z.number(),
  second_payment: z.number(),
  card: paymentAccountDto.nullable(),
  paypal: paymentAccountDto.nullable(),
});
export type SecondPayment = z.infer<typeof secondPaymentDto>;
