import type { Db } from "../../db/types.js";
import { fromJson } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { takesCardPayments, type PaymentAccount } from "./accounts.js";
import type { PaymentProviders } from "./index.js";
import { PAYMENT_KINDS, type PaymentKind } from "./types.js";
import type {
  PaymentAccount as PaymentAccountDto,
  PaymentMethods,
  PaymentSummary,
} from "../../../domain/contracts/payment-accounts.js";

/** The spec's Website.payments "controller" names per kind ('stripe_merchant' marks the card account). */
const CONTROLLER: Record<PaymentKind, string> = {
  card: "stripe_merchant",
  paypal: "paypal_merchant",
  braintree: "braintree_merchant",
};

const isPaymentKind = (value: string): value is PaymentKind => PAYMENT_KINDS.some((kind) => kind === value);

export function accountDto(providers: PaymentProviders, a: PaymentAccount): PaymentAccountDto {
  const kind = isPaymentKind(a.kind) ? a.kind : "card";
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
