import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, Website } from "../../db/schema.js";
import { nowIso, toJson } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { PAYMENT_MSG } from "../../../domain/stores.js";
import type { PaymentSummary, SecondPayment } from "../../../domain/contracts/payment-accounts.js";
import { writeStore } from "../websites/activity.js";
import { loadStore } from "../websites/reads.js";
import { findAccount, putStoreAccount } from "./accounts.js";
import type { PaymentProviders } from "./index.js";
import { providerAnswer } from "./provider-answer.js";
import { accountDto, paymentMethods, paymentSummary } from "./summary.js";
import type { PaymentKind, PaymentProvider } from "./types.js";

type Q = Kysely<Database>;

export const KIND_NAMES: Record<PaymentKind, string> = {
  card: "card payment",
  paypal: "PayPal",
  braintree: "Braintree",
};

/** The payment set-up of a store by id, as the settings screen shows it. */
export async function storePaymentSummary(
  ctx: AppContext,
  providers: PaymentProviders,
  websiteId: number,
): Promise<PaymentSummary> {
  return paymentSummary(ctx.db, providers, await loadStore(ctx, websiteId));
}

/** The store's address country, the country a new provider account is opened in. */
export async function storeCountry(k: Q, websiteId: number): Promise<string> {
  const address = await k
    .selectFrom("addresses")
    .select("country")
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return address?.country ?? "US";
}

/** The storefront's payment methods, each one switched on only with its connected account. */
export async function choosePaymentMethods(
  k: Q,
  website: Pick<Website, "id" | "payment_methods">,
  chosen: Partial<Record<"card" | "paypal" | "braintree", boolean>>,
): Promise<void> {
  const methods = { ...paymentMethods(website.payment_methods), ...chosen };
  for (const kind of ["card", "paypal", "braintree"] as const) {
    if (chosen[kind] !== true) continue;
    const account = await findAccount(k, website.id, kind, false);
    if (account?.status !== "connected")
      throw invalid({ [kind]: PAYMENT_MSG.connectKindFirst(KIND_NAMES[kind]) });
  }
  await writeStore(k, website.id, { payment_methods: toJson(methods), updated_at: nowIso() }, "settings");
}

/** Whether the store pays out to a second account too, and those accounts. */
export async function secondPaymentState(
  k: Q,
  providers: PaymentProviders,
  websiteId: number,
): Promise<SecondPayment> {
  const [website, card, paypal] = await Promise.all([
    k
      .selectFrom("websites")
      .select(["id", "second_payment"])
      .where("id", "=", websiteId)
      .executeTakeFirstOrThrow(),
    findAccount(k, websiteId, "card", true),
    findAccount(k, websiteId, "paypal", true),
  ]);
  return {
    website_id: website.id,
    second_payment: website.second_payment,
    card: card ? accountDto(providers, card) : null,
    paypal: paypal ? accountDto(providers, paypal) : null,
  };
}

/** Switches the store's second payout account on or off. */
export async function setSecondPayment(k: Q, websiteId: number, on: boolean): Promise<void> {
  await writeStore(k, websiteId, { second_payment: on ? 1 : 0, updated_at: nowIso() }, "settings");
}

/**
 * Attaches an account the provider already knows to the store; one it does not know is refused on
 * `field`, the request's field that named it.
 */
export async function linkExistingAccount(
  k: Q,
  provider: PaymentProvider,
  input: { websiteId: number; kind: PaymentKind; isSecond: boolean; externalId: string; email: string },
  field: string,
): Promise<void> {
  const status = await providerAnswer(() => provider.linkExisting(input.externalId, input.email));
  if (!status.exists) throw invalid({ [field]: PAYMENT_MSG.unknownAccount });
  await k.transaction().execute((trx) =>
    putStoreAccount(trx, {
      websiteId: input.websiteId,
      kind: input.kind,
      isSecond: input.isSecond,
      provider: provider.name,
      externalId: input.externalId,
      status,
    }),
  );
}
