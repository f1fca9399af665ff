import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { hashToken, newToken } from "../../auth/tokens.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type {
  ChargeInput,
  ChargeResult,
  FoundCharge,
  LinkInput,
  PaymentKind,
  PaymentProvider,
  ProviderAccountStatus,
  SubscriptionPrice,
  SubscriptionRenewInput,
  SubscriptionStart,
  SubscriptionStartInput,
} from "./types.js";
import { absoluteUrl } from "../public-url.js";

const PREFIX: Record<PaymentKind, string> = {
  card: "acct_sandbox_",
  paypal: "pp_sandbox_",
  braintree: "bt_",
};

/** Stripe's test cards, so the same numbers work against the sandbox and Stripe's test mode. */
export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;
export const SANDBOX_DECLINES = {
  declined: "Your card was declined.",
  number: "Your card number is incorrect.",
  account: "The store cannot take card payments yet.",
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Subscription charges are the platform's own: the sandbox books them to this account. */
export const SANDBOX_PLATFORM_ACCOUNT = "acct_sandbox_platform";

/** Where the local onboarding page is served; the token is its only credential. */
export const SANDBOX_ONBOARD_PATH = "/api/payments/sandbox/onboard";

/**
 * The local stand-in for a payment provider: accounts are rows in sandbox_payment_accounts (the
 * provider's books), onboarding is a page this server serves at SANDBOX_ONBOARD_PATH/{token},
 * reached through a single-use link whose token is stored hashed.
 */
export class SandboxProvider implements PaymentProvider {
  readonly local = true;
  readonly name: string;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    readonly kind: PaymentKind,
  ) {
    this.name = kind === "card" ? "sandbox" : `${kind}-sandbox`;
  }

  async createAccount(input: { email: string }): Promise<string> {
    const id = PREFIX[this.kind] + randomBytes(8).toString("hex");
    const now = nowIso();
    await this.db.kysely
      .insertInto("sandbox_payment_accounts")
      .values({ id, kind: this.kind, email: input.email, created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async onboardingUrl(input: LinkInput): Promise<string> {
    const token = newToken();
    await this.db.kysely
      .insertInto("payment_onboarding_tokens")
      .values({
        payment_account_id: input.account.id,
        user_id: input.userId,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + input.minutes * 60_000).toISOString(),
        created_at: nowIso(),
      })
      .execute();
    return absoluteUrl({ publicUrl: this.publicUrl }, `${SANDBOX_ONBOARD_PATH}/${token}`);
  }

  /** The sandbox has no dashboard of its own: its settings page is the onboarding page again. */
  dashboardUrl(input: LinkInput): Promise<string> {
    return this.onboardingUrl(input);
  }

  async accountStatus(externalId: string): Promise<ProviderAccountStatus> {
    const row = await this.db.kysely
      .selectFrom("sandbox_payment_accounts")
      .select(["charges_enabled", "details_submitted"])
      .where("id", "=", externalId)
      .where("kind", "=", this.kind)
      .executeTakeFirst();
    if (!row) return { exists: false, chargesEnabled: false, detailsSubmitted: false };
    return {
      exists: true,
      chargesEnabled: row.charges_enabled === 1,
      detailsSubmitted: row.details_submitted === 1,
    };
  }

  /**
   * Card and PayPal sandbox accounts must exist already (made by onboarding). A Braintree merchant
   * id is entered by hand, so the sandbox records it as a ready merchant, as Braintree's lookup
   * would confirm a real one.
   */
  async linkExisting(externalId: string, email: string): Promise<ProviderAccountStatus> {
    if (this.kind === "braintree") {
      const now = nowIso();
      await this.db.kysely
        .insertInto("sandbox_payment_accounts")
        .values({
          id: externalId,
          kind: "braintree",
          email,
          charges_enabled: 1,
          details_submitted: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    return this.accountStatus(externalId);
  }

  /**
   * A local charge, recorded in the sandbox's books at once: any valid test number succeeds except
   * the decline card. A repeated idempotency key answers the first charge again.
   */
  async createCharge(input: ChargeInput): Promise<ChargeResult> {
    // Like Stripe, a key already used answers its first charge, whatever card this request holds.
    const previous = await this.findCharge(input.idempotencyKey);
    if (previous) return { ok: true, chargeId: previous.chargeId };
    const digits = (input.source.card_number ?? "").replace(/[\s-]/g, "");
    if (!luhnValid(digits)) return { ok: false, declineMessage: SANDBOX_DECLINES.number };
    if (digits === SANDBOX_CARDS.declined) return { ok: false, declineMessage: SANDBOX_DECLINES.declined };
    const status = await this.accountStatus(input.accountExternalId);
    if (!status.chargesEnabled) return { ok: false, declineMessage: SANDBOX_DECLINES.account };
    const id = `ch_sandbox_${randomBytes(10).toString("hex")}`;
    // Two requests with one key at the same moment: the unique key lets one insert, both answer it.
    await this.db.kysely
      .insertInto("sandbox_charges")
      .values({
        id,
        account_id: input.accountExternalId,
        amount: input.amount,
        application_fee: input.applicationFee,
        currency: input.currency,
        description: input.description,
        idempotency_key: input.idempotencyKey,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const made = await this.findCharge(input.idempotencyKey);
    if (!made) throw new Error("The sandbox charge was not recorded.");
    return { ok: true, chargeId: made.chargeId };
  }

  async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
    const row = await this.db.kysely
      .selectFrom("sandbox_charges")
      .select(["id", "amount"])
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    return row ? { chargeId: row.id, amount: row.amount } : null;
  }

  /**
   * A plan paid with a test card: the decline card and a bad number are refused, any other
   * valid number is charged now and kept on file (the sandbox's books) for the renewals.
   */
  async startSubscription(input: SubscriptionStartInput): Promise<SubscriptionStart> {
    const digits = (input.cardNumber ?? "").replace(/[\s-]/g, "");
    if (!luhnValid(digits)) return { kind: "declined", declineMessage: SANDBOX_DECLINES.number };
    if (digits === SANDBOX_CARDS.declined)
      return { kind: "declined", declineMessage: SANDBOX_DECLINES.declined };
    const subscriptionId = `sub_sandbox_${randomBytes(10).toString("hex")}`;
    await this.db.kysely
      .insertInto("sandbox_subscriptions")
      .values({ id: subscriptionId, card_number: digits, created_at: nowIso() })
      .execute();
    const chargeId = await this.platformCharge(
      input.amount,
      input.currency,
      `${input.planName} plan`,
      input.idempotencyKey,
    );
    return { kind: "paid", subscriptionId, chargeId };
  }

  /** Charges the card on file for the next period; an ended subscription has none to charge. */
  async renewSubscription(input: SubscriptionRenewInput): Promise<ChargeResult> {
    const previous = await this.findCharge(input.idempotencyKey);
    if (previous) return { ok: true, chargeId: previous.chargeId };
    const row = await this.db.kysely
      .selectFrom("sandbox_subscriptions")
      .select(["card_number", "canceled_at"])
      .where("id", "=", input.subscriptionId)
      .executeTakeFirst();
    if (!row || row.canceled_at !== null) return { ok: false, declineMessage: SANDBOX_DECLINES.declined };
    if (row.card_number === SANDBOX_CARDS.declined)
      return { ok: false, declineMessage: SANDBOX_DECLINES.declined };
    const chargeId = await this.platformCharge(
      input.amount,
      input.currency,
      input.description,
      input.idempotencyKey,
    );
    return { ok: true, chargeId };
  }

  /** The renewal job charges the next plan's price itself; only an end is written in the books. */
  async scheduleSubscriptionChange(externalId: string, next: SubscriptionPrice | null): Promise<void> {
    await this.db.kysely
      .updateTable("sandbox_subscriptions")
      .set({ canceled_at: next ? null : nowIso() })
      .where("id", "=", externalId)
      .execute();
  }

  async endSubscription(externalId: string): Promise<void> {
    await this.db.kysely
      .updateTable("sandbox_subscriptions")
      .set({ canceled_at: nowIso() })
      .where("id", "=", externalId)
      .where("canceled_at", "is", null)
      .execute();
  }

  private async platformCharge(
    amount: number,
    currency: string,
    description: string,
    idempotencyKey: string,
  ): Promise<string> {
    await this.db.kysely
      .insertInto("sandbox_charges")
      .values({
        id: `ch_sandbox_${randomBytes(10).toString("hex")}`,
        account_id: SANDBOX_PLATFORM_ACCOUNT,
        amount,
        application_fee: 0,
        currency,
        description,
        idempotency_key: idempotencyKey,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const made = await this.findCharge(idempotencyKey);
    if (!made) throw new Error("The sandbox charge was not recorded.");
    return made.chargeId;
  }

  /** Refunding twice changes nothing, so the sandbox needs no idempotency key for it. */
  async refundCharge(chargeId: string): Promise<void> {
    await this.db.kysely
      .updateTable("sandbox_charges")
      .set({ refunded_at: nowIso() })
      .where("id", "=", chargeId)
      .where("refunded_at", "is", null)
      .execute();
  }
}

/** What a valid, unused onboarding link leads to. */
export interface SandboxLink {
  tokenId: number;
  account: { id: number; website_id: number; kind: string; is_second: number; external_id: string };
  websiteName: string;
}

export async function findSandboxLink(db: Kysely<Database>, token: string): Promise<SandboxLink | null> {
  const row = await db
    .selectFrom("payment_onboarding_tokens as t")
    .innerJoin("payment_accounts as a", "a.id", "t.payment_account_id")
    .innerJoin("websites as w", "w.id", "a.website_id")
    .select([
      "t.id as token_id",
      "a.id",
      "a.website_id",
      "a.kind",
      "a.is_second",
      "a.external_id",
      "a.provider",
      "w.name as website_name",
    ])
    .where("t.token_hash", "=", hashToken(token))
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", nowIso())
    .executeTakeFirst();
  if (!row || !row.provider.includes("sandbox")) return null;
  const { token_id, website_name, provider: _provider, ...account } = row;
  return { tokenId: token_id, account, websiteName: website_name };
}

/**
 * "Connect test account": uses the link up (single use, checked in the UPDATE itself so two
 * clicks cannot both pass) and marks the account ready in the sandbox's books.
 */
export async function completeSandboxOnboarding(trx: Kysely<Database>, link: SandboxLink): Promise<boolean> {
  const now = nowIso();
  const used = await trx
    .updateTable("payment_onboarding_tokens")
    .set({ used_at: now })
    .where("id", "=", link.tokenId)
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!used) return false;
  await markOnboarded(trx, link.account.external_id, now);
  return true;
}

/** The sandbox's books once its onboarding page is finished: the account may take charges. */
async function markOnboarded(q: Kysely<Database>, externalId: string, now: string): Promise<void> {
  await q
    .updateTable("sandbox_payment_accounts")
    .set({ charges_enabled: 1, details_submitted: 1, updated_at: now })
    .where("id", "=", externalId)
    .execute();
}

/**
 * An account opened and taken through onboarding at once, in the caller's transaction, with a
 * given id suffix and time so the demo seed stays deterministic. Leaves the books as "Connect test
 * account" does and answers the status the provider then reports.
 */
export async function openOnboardedSandboxAccount(
  q: Kysely<Database>,
  provider: SandboxProvider,
  input: { email: string; idSuffix: string; at: string },
): Promise<{ externalId: string; status: ProviderAccountStatus }> {
  const externalId = PREFIX[provider.kind] + input.idSuffix;
  const now = input.at;
  await q
    .insertInto("sandbox_payment_accounts")
    .values({ id: externalId, kind: provider.kind, email: input.email, created_at: now, updated_at: now })
    .execute();
  await markOnboarded(q, externalId, now);
  return { externalId, status: { exists: true, chargesEnabled: true, detailsSubmitted: true } };
}
