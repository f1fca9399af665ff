import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordStoreSettingsChange, storeSnapshot } from "../websites/activity.js";

type Q = Kysely<Database>;

/**
 * A store's payment set-up as the trail compares it: the store's row with each payment account
 * under its own field ("payment_account_card", "payment_account_paypal_second"…), holding the
 * provider, the account's id there and its state. Accounts hold no secrets.
 */
export type PaymentSetup = Record<string, unknown>;

export async function paymentSetup(q: Q, websiteId: number): Promise<PaymentSetup | null> {
  const store = await storeSnapshot(q, websiteId);
  if (!store) return null;
  const accounts = await q
    .selectFrom("payment_accounts")
    .select([
      "kind",
      "is_second",
      "provider",
      "external_id",
      "status",
      "charges_enabled",
      "details_submitted",
    ])
    .where("website_id", "=", websiteId)
    .execute();
  const setup: PaymentSetup = { ...store };
  for (const { kind, is_second, ...account } of accounts)
    setup[`payment_account_${kind}${is_second ? "_second" : ""}`] = account;
  return setup;
}

/**
 * Records a change of the store's payment set-up inside the write's transaction, `before`
 * against the set-up now; nothing when nothing changed. Answers whether it recorded.
 */
export async function recordPaymentSetup(
  trx: Q,
  websiteId: number,
  before: PaymentSetup | null,
): Promise<boolean> {
  return recordStoreSettingsChange(trx, websiteId, before, await paymentSetup(trx, websiteId));
}
