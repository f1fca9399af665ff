import { z } from "zod";
import type { Db } from "../../db/types.js";
import { fromJson } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { takesCardPayments, type PaymentAccount } from "../../services/payments/accounts.js";
import type { PaymentProviders } from "../../services/payments/index.js";
import { PAYMENT_KINDS, type PaymentKind } from "../../services/payments/types.js";

/** The spec's Website.payments "controller" names per kind ('stripe_merchant' marks the card account). */
const CONTROLLER: Record<PaymentKind, string> = {
  card: "stripe_merchant",
  paypal: "paypal_merchant",
  braintree: "braintree_merchant",
};

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

export function accountDto(
  providers: PaymentProviders,
  a: PaymentAccount,
): z.infer<typeof paymentAccountDto> {
  const kind = (PAYMENT_KINDS as readonly string[]).includes(a.kind) ? (a.kind as PaymentKind) : "card";
  return {
    kind,
    controller: CONTROLLER[kind],
    provider: a.provider,
    local: providers.byName.get(a.provider)?.local ?? true,
    is_second: a.is_second,
    status: a.status,
    charges_enabled: a.charges_enabled,
    account_hint: `…${a.external_id.slice(-4)}`,
    connected_at: a.connected_at,
  };
}

/** Card payments are on unless switched off; the other methods are off until switched on. */
export function paymentMethods(stored: unknown): PaymentMethods {
  const m = fromJson<Partial<PaymentMethods>>(stored, {});
  return { card: m.card !== false, paypal: m.paypal === true, braintree: m.braintree === true };
}

/**
 * A store's payment set-up as the settings screen shows it. Ids are hinted at, secrets never exist
 * here. stripe_valid is read off the accounts by the rule checkout charges by, so the screen never
 * calls a store ready that checkout would refuse.
 */
export async function paymentSummary(
  db: Db,
  providers: PaymentProviders,
  website: Pick<Website, "id" | "second_payment" | "payment_methods">,
): Promise<PaymentSummary> {
  const accounts = await db.kysely
    .selectFrom("payment_accounts")
    .selectAll()
    .where("website_id", "=", website.id)
    .orderBy("kind")
    .orderBy("is_second")
    .execute();
  return {
    website_id: website.id,
    provider: providers.current.card.name,
    local: providers.current.card.local,
    stripe_valid: accounts.some((a) => takesCardPayments(a, providers)) ? 1 : 0,
    second_payment: website.second_payment,
    methods: paymentMethods(website.payment_methods),
    accounts: accounts.map((a) => accountDto(providers, a)),
  };
}
