import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Mailer } from "../mail.js";
import { escapeHtml } from "../notify.js";
import { DomainError, invalid } from "../../../domain/errors.js";
import { PAYMENT_MSG } from "../../../domain/stores.js";
import { ensureAccount, findAccount, syncAccount, type PaymentAccount } from "./accounts.js";
import type { PaymentProviders } from "./index.js";
import { providerAnswer } from "./provider-answer.js";
import { completeSandboxOnboarding, type SandboxLink } from "./sandbox.js";
import type { LinkInput, PaymentKind } from "./types.js";

type Q = Kysely<Database>;

/** Where a link sends the browser back, its lifetime and who asked for it. */
type LinkTarget = Omit<LinkInput, "account">;

/** The store's account of this kind (opened at the provider when missing) and a link into it. */
export function onboardingLink(
  k: Q,
  providers: PaymentProviders,
  input: { websiteId: number; kind: PaymentKind; isSecond: boolean; email: string; country: string },
  target: LinkTarget,
): Promise<string> {
  return providerAnswer(async () => {
    const account = await ensureAccount(k, providers, input);
    return providers.current[input.kind].onboardingUrl({ account, ...target });
  });
}

/** A link to the store's connected card account's own settings at the provider. */
export async function configurationLink(
  k: Q,
  providers: PaymentProviders,
  input: { websiteId: number; isSecond: boolean },
  target: LinkTarget,
): Promise<string> {
  const account = await findAccount(k, input.websiteId, "card", input.isSecond);
  const provider = providers.current.card;
  if (!account || account.provider !== provider.name) throw invalid({ website_id: PAYMENT_MSG.connectFirst });
  return providerAnswer(() => provider.dashboardUrl({ account, ...target }));
}

/** Re-reads the store's payment accounts from their providers; a store without one is refused. */
export async function refreshStoreAccounts(
  k: Q,
  providers: PaymentProviders,
  websiteId: number,
): Promise<void> {
  const accounts = await k
    .selectFrom("payment_accounts")
    .selectAll()
    .where("website_id", "=", websiteId)
    .execute();
  if (accounts.length === 0) throw new DomainError("invalid", PAYMENT_MSG.connectFirst);
  for (const account of accounts) await providerAnswer(() => syncAccount(k, providers, account));
}

/**
 * "Connect test account" on the sandbox page: uses the link up and answers the account as its
 * provider now reads it, or null when the link was used meanwhile.
 */
export async function completeSandboxLink(
  k: Q,
  providers: PaymentProviders,
  link: SandboxLink,
): Promise<PaymentAccount | null> {
  const done = await k.transaction().execute((trx) => completeSandboxOnboarding(trx, link));
  if (!done) return null;
  const account = await k
    .selectFrom("payment_accounts")
    .selectAll()
    .where("id", "=", link.account.id)
    .executeTakeFirstOrThrow();
  return syncAccount(k, providers, account);
}

/** Mails a PayPal onboarding link to the person who is to connect the store's account. */
export async function mailPaypalLink(
  mailer: Mailer,
  input: { to: string; who: string; storeName: string; url: string },
): Promise<void> {
  const { who, storeName, url } = input;
  const text = `${who} asks you to connect a PayPal account to the store ${storeName}: ${url}\n\nThe link works once and for 3 days.`;
  await mailer.send({
    to: input.to,
    subject: `Connect PayPal to ${storeName}`,
    text,
    html: `<p>${escapeHtml(who)} asks you to connect a PayPal account to the store ${escapeHtml(storeName)}.</p><p><a href="${escapeHtml(url)}">Connect PayPal</a></p><p>The link works once and for 3 days.</p>`,
  });
}
