import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { PAYMENT_MSG } from "../../../domain/stores.js";
import { findAccount, putStoreAccount } from "./accounts.js";
import type { PaymentKind } from "./types.js";

/**
 * Puts one store's connected account of a kind (first or second) on another store, replacing the
 * target's account of that kind and rank, and re-derives the target's stripe_valid. The caller
 * must hold edit_settings in both stores. The same store twice, or a source without a connected
 * account of that kind, answers 422 and nothing changes.
 */
export async function copyStoreAccount(
  k: Kysely<Database>,
  input: { fromWebsiteId: number; toWebsiteId: number; kind: PaymentKind; isSecond: boolean },
): Promise<void> {
  if (input.fromWebsiteId === input.toWebsiteId) throw invalid({ website_id: PAYMENT_MSG.sameStore });
  const source = await findAccount(k, input.fromWebsiteId, input.kind, input.isSecond);
  if (!source || source.status !== "connected")
    throw invalid({ from_website_id: PAYMENT_MSG.sourceNotConnected });
  await k.transaction().execute((trx) =>
    putStoreAccount(trx, {
      websiteId: input.toWebsiteId,
      kind: input.kind,
      isSecond: input.isSecond,
      provider: source.provider,
      externalId: source.external_id,
      status: {
        exists: true,
        chargesEnabled: source.charges_enabled === 1,
        detailsSubmitted: source.details_submitted === 1,
      },
    }),
  );
}
