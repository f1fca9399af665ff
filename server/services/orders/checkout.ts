import type { Kysely } from "kysely";
import { HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../../domain/messages.js";
import { applicationFee } from "../../../domain/order-money.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { conflict, DomainError, invalid, notFound } from "../../../domain/errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import {
  paymentProvidersFor,
  type FoundCharge,
  type PaymentProvider,
  type PaymentSource,
} from "../payments/index.js";
import { chargeableCardAccount } from "../payments/accounts.js";
import { faultPoint } from "./fault.js";
import { mailOrderGiftCards } from "./gift-card-lines.js";
import {
  abandonCardCheckout,
  CLAIMABLE,
  openCardCheckout,
  pendingInput,
  type PendingCheckout,
} from "./pending.js";
import { quoteCart, type CartItem, type Quote } from "./quote.js";
import { takeStock, writeOrder } from "./write.js";

type Q = Kysely<Database>;

export const CURRENCY = "usd";

export interface BuyerAddress {
  street: string;
  city: string;
  postal: string;
  state: string | null;
  country: string;
}

export interface CheckoutInput {
  websiteId: number;
  items: readonly CartItem[];
  buyer: { name: string; email: string; phone: string | null; address: BuyerAddress };
  /** The codes the buyer applied: at most one discount code, then gift cards (redeem.ts). */
  codes: readonly string[];
  payment: PaymentSource;
  /** One per checkout form: a second submit of the same form finds the first order, not a second charge. */
  checkoutId: string;
}

export interface PlacedOrder {
  id: number;
  website_id: number;
  status: string;
  subtotal: number;
  discount: number;
  gift_card: number;
  price: number;
  charged: number;
  created_at: string;
}

/** The store's connected card account at the configured provider, or a clear refusal. */
export async function chargingAccount(
  ctx: AppContext,
  websiteId: number,
): Promise<{ provider: PaymentProvider; externalId: string }> {
  const providers = paymentProvidersFor(ctx);
  const account = await chargeableCardAccount(ctx.db.kysely, providers, websiteId);
  if (!account) throw conflict(ORDER_MSG.noPaymentAccount);
  return { provider: providers.current.card, externalId: account.external_id };
}

async function orderById(q: Q, orderId: number): Promise<PlacedOrder> {
  const row = await q
    .selectFrom("orders")
    .select(["id", "website_id", "status", "subtotal", "discount", "gift_card", "price", "created_at"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return { ...row, charged: Math.max(0, row.price - row.gift_card) };
}

/**
 * A storefront checkout. The cart is priced from the database; when the card is to be charged,
 * the checkout is first recorded as pending (cart, buyer, amount, the idempotency key given to
 * the provider), then the card is charged, then completePaidCheckout writes the order and closes
 * the pending checkout in one transaction. A crash anywhere in between leaves the pending row,
 * which reconcileCheckouts later turns into the order or a refund. The charge is made outside the
 * transaction so a slow provider never holds the database.
 */
export async function placeOrder(ctx: AppContext, input: CheckoutInput): Promise<PlacedOrder> {
  const db = ctx.db.kysely;
  const store = await db
    .selectFrom("websites")
    .select(["id", "name", "is_launched"])
    .where("id", "=", input.websiteId)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!store) throw notFound();
  if (store.is_launched !== 1) throw conflict(ORDER_MSG.storeClosed);
  const account = await chargingAccount(ctx, store.id);
  const quote = await quoteCart(db, {
    websiteId: store.id,
    items: input.items,
    codes: input.codes,
    email: input.buyer.email,
  });
  if (quote.charge === 0) return placeUnpaidOrder(ctx, input, quote, account.provider.name);
  if (!input.payment.card_number && !input.payment.token)
    throw invalid({ card_number: ORDER_MSG.cardRequired });

  const pending = await openCardCheckout(db, input, {
    provider: account.provider.name,
    amount: quote.charge,
    total: quote.split.total,
    applicationFee: applicationFee(quote.split, quote.charge),
    currency: CURRENCY,
  });
  // The same form sent again after its order was written.
  if (pending.order_id !== null) return orderById(db, pending.order_id);
  // A repeated form charges what its pending checkout recorded, so the provider sees the same request.
  const result = await account.provider.createCharge({
    accountExternalId: account.externalId,
    amount: pending.amount,
    applicationFee: pending.application_fee,
    currency: pending.currency,
    description: `${store.name} order`,
    source: input.payment,
    idempotencyKey: pending.reference,
  });
  if (!result.ok) {
    await abandonCardCheckout(db, pending.id, result.declineMessage);
    throw invalid({ card_number: result.declineMessage });
  }
  faultPoint(ctx, "crash-after-charge");
  return completePaidCheckout(ctx, pending, account.provider, {
    chargeId: result.chargeId,
    amount: pending.amount,
  });
}

/** A cart paid entirely by gift cards: nothing is charged, so the order is written at once. */
async function placeUnpaidOrder(
  ctx: AppContext,
  input: CheckoutInput,
  quote: Quote,
  provider: string,
): Promise<PlacedOrder> {
  const placed = await ctx.db.kysely.transaction().execute(async (trx) => {
    const fresh = await quoteCart(trx, {
      websiteId: input.websiteId,
      items: input.items,
      codes: input.codes,
      email: input.buyer.email,
    });
    if (fresh.charge !== quote.charge || fresh.split.total !== quote.split.total)
      throw conflict(ORDER_MSG.priceChanged);
    await takeStock(trx, fresh);
    return writeOrder(trx, input, fresh, { provider, chargeId: null });
  });
  await afterOrder(ctx, placed);
  return placed;
}

async function afterOrder(ctx: AppContext, placed: PlacedOrder): Promise<void> {
  await invalidateStorefront(ctx.events, placed.website_id);
  await mailOrderGiftCards(ctx, placed.id);
}

/** What the buyer is told when a paid checkout could not become its order and was refunded. */
function refundedMessage(pending: PendingCheckout): string {
  return pending.kind === "card" ? ORDER_MSG.priceChanged : HOSTED_CHECKOUT_MSG.refunded;
}

/**
 * The one way a paid checkout becomes its order, for a card charged inline, a hosted page paid,
 * and a checkout reconciled after a crash. One transaction first claims the pending checkout
 * (open -> completed, so whichever of two callers comes second writes nothing), re-prices the
 * cart (the amount paid must still be its price), takes the stock and writes the order. When the
 * order cannot be written (prices or stock changed), the charge is refunded, once.
 */
export async function completePaidCheckout(
  ctx: AppContext,
  pending: PendingCheckout,
  provider: PaymentProvider,
  paid: FoundCharge,
): Promise<PlacedOrder> {
  const db = ctx.db.kysely;
  const input = pendingInput(pending);
  let placed: PlacedOrder | null;
  try {
    placed = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("hosted_checkouts")
        .set({ status: "completed", charge_id: paid.chargeId, error: null, updated_at: nowIso() })
        .where("id", "=", pending.id)
        .where("status", "in", CLAIMABLE)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return null;
      const fresh = await quoteCart(trx, {
        websiteId: input.websiteId,
        items: input.items,
        codes: input.codes,
        email: input.buyer.email,
      });
      if (fresh.charge !== paid.amount || fresh.split.total !== pending.total)
        throw conflict(ORDER_MSG.priceChanged);
      await takeStock(trx, fresh);
      const order = await writeOrder(trx, input, fresh, {
        provider: pending.provider,
        chargeId: paid.chargeId,
      });
      await trx
        .updateTable("hosted_checkouts")
        .set({ order_id: order.id })
        .where("id", "=", pending.id)
        .execute();
      return order;
    });
  } catch (error) {
    await refundPendingCheckout(ctx, pending, provider, paid.chargeId).catch(() => {
      // The refund is retried by reconcileCheckouts; the buyer is told why no order was placed.
    });
    if (error instanceof DomainError && error.kind === "conflict")
      throw conflict(refundedMessage(pending), error.errors);
    throw error;
  }
  if (placed) {
    await afterOrder(ctx, placed);
    return placed;
  }
  const done = await db
    .selectFrom("hosted_checkouts")
    .select(["order_id", "error"])
    .where("id", "=", pending.id)
    .executeTakeFirstOrThrow();
  if (done.order_id === null) throw conflict(done.error ?? refundedMessage(pending));
  return orderById(db, done.order_id);
}

/**
 * Gives a paid checkout's money back, once: the row moves to refunding (only from a claimable
 * status, so a checkout that became its order is never refunded), the provider refunds under a
 * key of its own (a retry after a crash refunds nothing twice), then the row is refunded.
 */
export async function refundPendingCheckout(
  ctx: AppContext,
  pending: PendingCheckout,
  provider: PaymentProvider,
  chargeId: string,
): Promise<void> {
  const marked = await ctx.db.kysely
    .updateTable("hosted_checkouts")
    .set({ status: "refunding", charge_id: chargeId, error: refundedMessage(pending), updated_at: nowIso() })
    .where("id", "=", pending.id)
    .where("status", "in", CLAIMABLE)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 1) await finishRefund(ctx, pending, provider, chargeId);
}

/** The refund of a checkout already marked refunding (also what the reconciler retries). */
export async function finishRefund(
  ctx: AppContext,
  pending: PendingCheckout,
  provider: PaymentProvider,
  chargeId: string,
): Promise<void> {
  await provider.refundCharge(chargeId, `refund-${pending.reference}`);
  await ctx.db.kysely
    .updateTable("hosted_checkouts")
    .set({ status: "refunded", updated_at: nowIso() })
    .where("id", "=", pending.id)
    .where("status", "=", "refunding")
    .execute();
}

/** The provider a pending checkout was opened with, even after the configuration changed. */
export function pendingProvider(ctx: AppContext, pending: PendingCheckout): PaymentProvider | null {
  return paymentProvidersFor(ctx).byName.get(pending.provider) ?? null;
}
