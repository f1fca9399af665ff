import type { Kysely } from "kysely";
import { connectSandboxAccount } from "../services/payments/accounts.js";
import type { SandboxProvider } from "../services/payments/sandbox.js";
import type { Database } from "../db/schema.js";
import type { SeedClock } from "./clock.js";
import type { Rng } from "./random.js";
import type { SeededStore } from "./stores.js";

/**
 * A store that is ready for card payments has a connected card account, never a bare flag: each
 * such demo store gets a sandbox card account in the state the sandbox onboarding page leaves it,
 * owned by the store owner's email. stripe_valid follows from that account, as it does for a
 * store whose owner connects one. Returns how many accounts were connected.
 */
export async function connectDemoPaymentAccounts(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  sandbox: SandboxProvider,
  stores: readonly SeededStore[],
): Promise<number> {
  let connected = 0;
  for (const store of stores) {
    if (!store.def.stripeValid) continue;
    const owner = await trx
      .selectFrom("users")
      .select("email")
      .where("id", "=", store.ownerId)
      .executeTakeFirstOrThrow();
    await connectSandboxAccount(trx, sandbox, {
      websiteId: store.id,
      isSecond: false,
      email: owner.email,
      idSuffix: rng.id(16).toLowerCase(),
      // Connected the day the store opened, before its first order.
      at: clock.iso(store.openedMs),
    });
    connected++;
  }
  return connected;
}
