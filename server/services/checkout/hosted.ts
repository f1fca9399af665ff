import { randomBytes } from "node:crypto";
import { HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../../domain/messages.js";
import { applicationFee } from "../../../domain/order-money.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { conflict, notFound } from "../../../domain/errors.js";
import {
  chargingAccount,
  completePaidCheckout,
  CURRENCY,
  pendingProvider,
  placeOrder,
  type CheckoutInput,
  type PlacedOrder,
} from "../orders/checkout.js";
import { findPendingCheckout, pendingCheckoutRow, type PendingCheckout } from "../orders/pending.js";
import { quoteCart } from "../orders/quote.js";
import { paymentProvidersFor, type PaymentProvider } from "../payments/index.js";
import { absoluteUrl } from "../public-url.js";

/**
 * Pay sends the buyer to the provider's page (with the pending checkout's reference, which the
 * buyer's browser keeps in a cookie for the way back), unless nothing is left to charge (gift
 * cards paid it all).
 */
export type HostedStart = { url: string; reference: string } | { order: PlacedOrder };

/** Stripe's Checkout sessions expire after 24 hours; a pending checkout older than that is dead. */
export const PENDING_CHECKOUT_HOURS = 24;
/**
 * Expired rows are kept this long (Stripe retries a webhook for up to 3 days, and a session paid
 * just before it expired must still become its order), then deleted with the buyer's details.
 */
export const EXPIRED_CHECKOUT_DAYS = 7;
/**
 * Marks pending hosted checkouts older than a day expired and deletes long-expired ones (card
 * checkouts are settled by reconcileCheckouts instead). Run whenever a new checkout is opened; both statements walk the (status, created_at) index (migration 022),
 * so they touch only the stale rows.
 */
export async function sweepPendingCheckouts(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.db.kysely;
  const stale = new Date(now.getTime() - PENDING_CHECKOUT_HOURS * 3_600_000).toISOString();
  const gone = new Date(now.getTime() - EXPIRED_CHECKOUT_DAYS * 86_400_000).toISOString();
  await db
    .updateTable("hosted_checkouts")
    .set({ status: "expired", updated_at: now.toISOString() })
    .where("kind", "=", "hosted")
    .where("status", "=", "open")
    .where("created_at", "<", stale)
    .execute();
  await db
    .deleteFrom("hosted_checkouts")
    .where("kind", "=", "hosted")
    .where("status", "=", "expired")
    .where("created_at", "<", gone)
    .execute();
}

/** Whether the store's card provider takes the card on its own page (Stripe), not in our form. */
export function hostedProvider(ctx: AppContext): boolean {
  return paymentProvidersFor(ctx).current.card.createHostedCheckout !== undefined;
}

function checkoutUrl(ctx: AppContext, link: string, path: string): string {
  return absoluteUrl(ctx.config, `${STOREFRONT_PATH}/${encodeURIComponent(link)}/checkout${path}`);
}

/**
 * Pay with a hosted checkout: the cart is priced exactly as placeOrder prices it, a payment page
 * for that amount is opened at the provider (the fee to the platform, the rest to the store's
 * account) and what the buyer agreed to is kept as a pending checkout until they come back paid.
 */
export async function startHostedCheckout(
  ctx: AppContext,
  store: { id: number; name: string; link: string; is_launched: number },
  input: CheckoutInput,
): Promise<HostedStart> {
  if (store.is_launched !== 1) throw conflict(ORDER_MSG.storeClosed);
  const account = await chargingAccount(ctx, store.id);
  const create = account.provider.createHostedCheckout?.bind(account.provider);
  if (!create) throw conflict(ORDER_MSG.noPaymentAccount);
  const db = ctx.db.kysely;
  const quote = await quoteCart(db, {
    websiteId: store.id,
    items: input.items,
    codes: input.codes,
    email: input.buyer.email,
  });
  if (quote.charge === 0) return { order: await placeOrder(ctx, input) };
  await sweepPendingCheckouts(ctx);

  const reference = `hc_${randomBytes(12).toString("base64url")}`;
  const fee = applicationFee(quote.split, quote.charge);
  const session = await create({
    accountExternalId: account.externalId,
    amount: quote.charge,
    applicationFee: fee,
    currency: CURRENCY,
    description: `Order at ${store.name}`,
    customerEmail: input.buyer.email,
    reference,
    // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
    successUrl: `${checkoutUrl(ctx, store.link, "/return")}?session_id={CHECKOUT_SESSION_ID}`,
    // The way back refills the form from the pending row, for the browser holding its cookie only.
    cancelUrl: `${checkoutUrl(ctx, store.link, "")}?canceled=1&ref=${reference}`,
    idempotencyKey: `hosted-${reference}`,
  });
  await db
    .insertInto("hosted_checkouts")
    .values(
      pendingCheckoutRow(
        "hosted",
        { ...input, websiteId: store.id },
        {
          provider: account.provider.name,
          amount: quote.charge,
          total: quote.split.total,
          applicationFee: fee,
          currency: CURRENCY,
        },
        { sessionId: session.id, reference },
      ),
    )
    .execute();
  return { url: session.url, reference };
}

/** A hosted checkout by its provider session or our reference, of one store (or of every store, for webhooks). */
export function findHostedCheckout(
  ctx: AppContext,
  by: { sessionId: string } | { reference: string },
  websiteId: number | null,
): Promise<PendingCheckout | null> {
  return findPendingCheckout(ctx.db.kysely, by, { kind: "hosted", websiteId });
}

function retriever(ctx: AppContext, pending: PendingCheckout): PaymentProvider {
  const provider = pendingProvider(ctx, pending);
  if (!provider?.retrieveHostedCheckout) throw notFound(HOSTED_CHECKOUT_MSG.notFound);
  return provider;
}

/**
 * The buyer's return or the provider's webhook: the payment is read back from the provider (never
 * taken from the request), checked to be paid and to be the one this checkout opened, and the
 * order is written once (completePaidCheckout). Whichever of the two comes second finds the
 * order the first wrote.
 */
export async function completeHostedCheckout(ctx: AppContext, pending: PendingCheckout): Promise<number> {
  if (pending.order_id !== null) return pending.order_id;
  if (pending.status === "refunded" || pending.status === "refunding")
    throw conflict(pending.error ?? HOSTED_CHECKOUT_MSG.refunded);
  const provider = retriever(ctx, pending);
  const state = await provider.retrieveHostedCheckout!(pending.session_id);
  if (
    state.id !== pending.session_id ||
    state.reference !== pending.reference ||
    state.amount !== pending.amount ||
    state.currency?.toLowerCase() !== pending.currency
  )
    throw conflict(HOSTED_CHECKOUT_MSG.mismatch);
  if (!state.paid || !state.chargeId) throw conflict(HOSTED_CHECKOUT_MSG.notPaid);
  const placed = await completePaidCheckout(ctx, pending, provider, {
    chargeId: state.chargeId,
    amount: pending.amount,
  });
  return placed.id;
}
