import type { Kysely, Selectable } from "kysely";
import { nowIso } from "../../db/json.js";
import type { Database, PaymentAccountsTable } from "../../db/schema.js";
import type { PaymentProviders } from "./index.js";
import { openOnboardedSandboxAccount, type SandboxProvider } from "./sandbox.js";
import type { PaymentKind, ProviderAccountStatus } from "./types.js";
import { paymentSetup, recordPaymentSetup } from "./activity.js";

export type PaymentAccount = Selectable<PaymentAccountsTable>;
type Q = Kysely<Database>;

export const ACCOUNT_STATUSES = ["pending", "restricted", "connected", "disconnected"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function statusFrom(s: ProviderAccountStatus): AccountStatus {
  if (!s.exists) return "disconnected";
  if (s.chargesEnabled) return "connected";
  return s.detailsSubmitted ? "restricted" : "pending";
}

export function findAccount(
  q: Q,
  websiteId: number,
  kind: PaymentKind,
  isSecond: boolean,
): Promise<PaymentAccount | undefined> {
  return q
    .selectFrom("payment_accounts")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("kind", "=", kind)
    .where("is_second", "=", isSecond ? 1 : 0)
    .executeTakeFirst();
}

/** Only the store's first card account decides stripe_valid; other kinds leave it alone. */
export function decidesStripeValid(account: { kind: string; is_second: number | boolean }): boolean {
  return account.kind === "card" && !account.is_second;
}

/**
 * Whether a store can take card payments through this account now: it is the store's first card
 * account, connected, and held at the configured card provider (a sandbox account left over after
 * Stripe was configured must not take real orders). Checkout charges only such an account, and the
 * settings screen's "Card payments ready" says whether the store has one: one rule for both.
 */
export function takesCardPayments(
  account: Pick<PaymentAccount, "kind" | "is_second" | "status" | "provider">,
  providers: PaymentProviders,
): boolean {
  return (
    decidesStripeValid(account) &&
    account.status === "connected" &&
    account.provider === providers.current.card.name
  );
}

/** The account checkout charges for this store, or undefined while it cannot take card payments. */
export async function chargeableCardAccount(
  q: Q,
  providers: PaymentProviders,
  websiteId: number,
): Promise<PaymentAccount | undefined> {
  const account = await findAccount(q, websiteId, "card", false);
  return account && takesCardPayments(account, providers) ? account : undefined;
}

/**
 * stripe_valid is derived, never set by hand: the store's first card account is connected.
 * Called in the transaction of every change to that account.
 */
export async function refreshStripeValid(trx: Q, websiteId: number, now = nowIso()): Promise<number> {
  const connected = await trx
    .selectFrom("payment_accounts")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("kind", "=", "card")
    .where("is_second", "=", 0)
    .where("status", "=", "connected")
    .executeTakeFirst();
  const value = connected ? 1 : 0;
  await trx
    .updateTable("websites")
    .set({ stripe_valid: value, updated_at: now })
    .where("id", "=", websiteId)
    .execute();
  return value;
}

/**
 * Puts an account on a store (replacing the one of that kind and rank) and re-derives stripe_valid.
 * `now` stamps the rows (the demo seed passes its own clock's time).
 */
export async function setStoreAccount(
  trx: Q,
  input: {
    websiteId: number;
    kind: PaymentKind;
    isSecond: boolean;
    provider: string;
    externalId: string;
    status: ProviderAccountStatus;
  },
  now = nowIso(),
): Promise<PaymentAccount> {
  const status = statusFrom(input.status);
  await deleteAccountRow(trx, input);
  const row = await trx
    .insertInto("payment_accounts")
    .values({
      website_id: input.websiteId,
      kind: input.kind,
      provider: input.provider,
      external_id: input.externalId,
      status,
      is_second: input.isSecond ? 1 : 0,
      charges_enabled: input.status.chargesEnabled ? 1 : 0,
      details_submitted: input.status.detailsSubmitted ? 1 : 0,
      connected_at: status === "connected" ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (decidesStripeValid(row)) await refreshStripeValid(trx, input.websiteId, now);
  return row;
}

type StoreAccountInput = Parameters<typeof setStoreAccount>[1];

/** The store's account row of this kind and rank, gone (a store holds at most one of each). */
function deleteAccountRow(trx: Q, input: { websiteId: number; kind: PaymentKind; isSecond: boolean }) {
  return trx
    .deleteFrom("payment_accounts")
    .where("website_id", "=", input.websiteId)
    .where("kind", "=", input.kind)
    .where("is_second", "=", input.isSecond ? 1 : 0)
    .execute();
}

/** setStoreAccount for a person's request: the store's payment set-up change is recorded with it. */
export async function putStoreAccount(trx: Q, input: StoreAccountInput): Promise<PaymentAccount> {
  const before = await paymentSetup(trx, input.websiteId);
  const row = await setStoreAccount(trx, input);
  await recordPaymentSetup(trx, input.websiteId, before);
  return row;
}

/** Detaches the store's account of this kind and rank (the first card one clears stripe_valid). */
export async function removeStoreAccount(
  k: Q,
  input: { websiteId: number; kind: PaymentKind; isSecond: boolean },
): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await paymentSetup(trx, input.websiteId);
    await deleteAccountRow(trx, input);
    if (decidesStripeValid({ kind: input.kind, is_second: input.isSecond }))
      await refreshStripeValid(trx, input.websiteId);
    await recordPaymentSetup(trx, input.websiteId, before);
  });
}

/**
 * The store's account of this kind at the current provider, opened there first when missing. An
 * account left from another provider (the sandbox before STRIPE_SECRET_KEY was set) is replaced.
 */
export async function ensureAccount(
  db: Q,
  providers: PaymentProviders,
  input: { websiteId: number; kind: PaymentKind; isSecond: boolean; email: string; country: string },
): Promise<PaymentAccount> {
  const provider = providers.current[input.kind];
  const existing = await findAccount(db, input.websiteId, input.kind, input.isSecond);
  if (existing && existing.provider === provider.name) return existing;
  const externalId = await provider.createAccount({
    websiteId: input.websiteId,
    email: input.email,
    country: input.country,
  });
  return db.transaction().execute((trx) =>
    putStoreAccount(trx, {
      ...input,
      provider: provider.name,
      externalId,
      status: { exists: true, chargesEnabled: false, detailsSubmitted: false },
    }),
  );
}

/**
 * Re-reads an account's state from its provider. An account of a provider that is no longer the
 * configured one counts as disconnected: a sandbox account must not take real payments.
 */
export async function syncAccount(
  db: Q,
  providers: PaymentProviders,
  account: PaymentAccount,
): Promise<PaymentAccount> {
  const current = providers.current[account.kind as PaymentKind];
  const status: ProviderAccountStatus =
    current && current.name === account.provider
      ? await current.accountStatus(account.external_id)
      : { exists: false, chargesEnabled: false, detailsSubmitted: false };
  return db.transaction().execute(async (trx) => {
    const before = await paymentSetup(trx, account.website_id);
    const name = statusFrom(status);
    const now = nowIso();
    const row = await trx
      .updateTable("payment_accounts")
      .set({
        status: name,
        charges_enabled: status.chargesEnabled ? 1 : 0,
        details_submitted: status.detailsSubmitted ? 1 : 0,
        connected_at: name === "connected" ? (account.connected_at ?? now) : null,
        updated_at: now,
      })
      .where("id", "=", account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (decidesStripeValid(row)) await refreshStripeValid(trx, account.website_id);
    await recordPaymentSetup(trx, account.website_id, before);
    return row;
  });
}

/**
 * Gives a store an account in the local sandbox in the state its onboarding page leaves it:
 * opened and onboarded in the sandbox's books, then put on the store as connected (which
 * re-derives stripe_valid), every row stamped `at`. Runs inside the caller's transaction, so the
 * demo seed can use it.
 */
export async function connectSandboxAccount(
  trx: Q,
  provider: SandboxProvider,
  input: { websiteId: number; isSecond: boolean; email: string; idSuffix: string; at: string },
): Promise<PaymentAccount> {
  const opened = await openOnboardedSandboxAccount(trx, provider, input);
  return setStoreAccount(
    trx,
    {
      websiteId: input.websiteId,
      kind: provider.kind,
      isSecond: input.isSecond,
      provider: provider.name,
      externalId: opened.externalId,
      status: opened.status,
    },
    input.at,
  );
}
