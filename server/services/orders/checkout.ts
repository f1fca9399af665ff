import type { Kysely } from "kysely";
import { ORDER_MSG } from "../../../domain/messages.js";
import { applicationFee } from "../../../domain/order-money.js";
import { formatMoney } from "../../../domain/pricing.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { HttpError, invalid, notFound } from "../../errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { notifyStoreTeam } from "../notify.js";
import { paymentProvidersFor, type PaymentProvider, type PaymentSource } from "../payments/index.js";
import { productInventory } from "../products/variants.js";
import { commitCodes } from "../promotions/redeem.js";
import { refreshOrderStats } from "../stats/rollup.js";
import { issueGiftCards, mailOrderGiftCards } from "./gift-card-lines.js";
import { recordStatus } from "./history.js";
import { recordStockTaken } from "./stock.js";
import { quoteCart, type CartItem, type Quote } from "./quote.js";

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
  const provider = paymentProvidersFor(ctx).current.card;
  const account = await ctx.db.kysely
    .selectFrom("payment_accounts")
    .select(["provider", "external_id"])
    .where("website_id", "=", websiteId)
    .where("kind", "=", "card")
    .where("is_second", "=", 0)
    .where("status", "=", "connected")
    .executeTakeFirst();
  // A sandbox account left over after Stripe was configured must not take real orders.
  if (!account || account.provider !== provider.name) throw new HttpError(409, ORDER_MSG.noPaymentAccount);
  return { provider, externalId: account.external_id };
}

async function existingOrder(q: Q, websiteId: number, chargeId: string): Promise<PlacedOrder | null> {
  const row = await q
    .selectFrom("orders")
    .select(["id", "website_id", "status", "subtotal", "discount", "gift_card", "price", "created_at"])
    .where("website_id", "=", websiteId)
    .where("charge_id", "=", chargeId)
    .executeTakeFirst();
  return row ? { ...row, charged: Math.max(0, row.price - row.gift_card) } : null;
}

/** Takes the pieces from the supplier stock; a line that no longer fits rolls the order back. */
async function takeStock(trx: Q, quote: Quote): Promise<void> {
  for (const line of quote.lines) {
    if (line.supplier_variant_id === null || line.stock === null) continue;
    const taken = await trx
      .updateTable("supplier_variants")
      .set((eb) => ({ quantity: eb("quantity", "-", line.quantity) }))
      .where("id", "=", line.supplier_variant_id)
      .where("quantity", ">=", line.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw new HttpError(409, ORDER_MSG.outOfStock(line.name, 0));
  }
  const now = nowIso();
  for (const productId of new Set(quote.lines.filter((l) => !l.gift_card).map((l) => l.product_id))) {
    await trx
      .updateTable("products")
      .set({ inventory_quantity: await productInventory(trx, productId), updated_at: now })
      .where("id", "=", productId)
      .execute();
  }
}

async function writeOrder(
  trx: Q,
  input: CheckoutInput,
  quote: Quote,
  charge: { provider: string; chargeId: string | null },
): Promise<PlacedOrder> {
  const now = nowIso();
  const { split, codes } = quote;
  const order = await trx
    .insertInto("orders")
    .values({
      website_id: input.websiteId,
      buyer_user_id: null,
      buyer_name: input.buyer.name,
      buyer_email: input.buyer.email,
      status: "new",
      subtotal: split.subtotal,
      discount: split.discount,
      gift_card: codes.gift_card,
      supplier_cost: split.supplier_cost,
      price: split.total,
      platform_fee: split.platform_fee,
      profit: split.profit,
      code: codes.applied.length === 0 ? null : codes.applied.map((c) => c.code).join(", "),
      payment_provider: charge.provider,
      charge_id: charge.chargeId,
      shipping_address: toJson({ name: input.buyer.name, phone: input.buyer.phone, ...input.buyer.address }),
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("order_items")
    .values(
      quote.lines.map((l) => ({
        order_id: order.id,
        product_id: l.gift_card ? null : l.product_id,
        product_variant_id: l.gift_card ? null : l.variant_id,
        gift_card_product_id: l.gift_card ? l.product_id : null,
        name: l.option ? `${l.name} (${l.option})` : l.name,
        quantity: l.quantity,
        unit_price: l.unit_price,
        unit_cost: l.unit_cost,
        unit_platform_fee: l.unit_platform_fee,
      })),
    )
    .execute();
  await recordStockTaken(trx, order.id, quote.lines);
  await recordStatus(trx, { orderId: order.id, from: null, to: "new", userId: null });
  await trx
    .insertInto("payments")
    .values({
      website_id: input.websiteId,
      order_id: order.id,
      amount_for_website: split.profit,
      amount_for_vi: split.platform_fee,
      // A discount deeper than the margin leaves the owner owing the platform.
      goes_to: split.profit >= 0 ? "website" : "vi",
      is_request: 0,
      done: 0,
      created_at: now,
    })
    .execute();
  await commitCodes(trx, codes, order.id);
  await issueGiftCards(trx, {
    websiteId: input.websiteId,
    orderId: order.id,
    buyerName: input.buyer.name,
    lines: quote.lines,
  });
  await refreshOrderStats(trx, [{ website_id: input.websiteId, created_at: order.created_at }]);
  await notifyStoreTeam(
    trx,
    input.websiteId,
    "order",
    ORDER_MSG.newOrder(order.id, input.buyer.name, formatMoney(split.total)),
  );
  return {
    id: order.id,
    website_id: input.websiteId,
    status: "new",
    subtotal: split.subtotal,
    discount: split.discount,
    gift_card: codes.gift_card,
    price: split.total,
    charged: quote.charge,
    created_at: order.created_at,
  };
}

/**
 * A storefront checkout. The cart is priced from the database, the buyer's card is charged
 * through the store's connected provider, then ONE transaction re-prices the cart (nothing may
 * have changed while the card was charged), takes the stock, writes the order, its lines, status
 * history and payment row, redeems the code, recounts the dashboard rollups and notifies the
 * team. The charge is made outside the transaction so a slow provider never holds the database;
 * if the transaction fails after a successful charge, the charge is refunded.
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
  if (store.is_launched !== 1) throw new HttpError(409, ORDER_MSG.storeClosed);
  const account = await chargingAccount(ctx, store.id);
  const quote = await quoteCart(db, {
    websiteId: store.id,
    items: input.items,
    codes: input.codes,
    email: input.buyer.email,
  });

  let chargeId: string | null = null;
  if (quote.charge > 0) {
    if (!input.payment.card_number && !input.payment.token)
      throw invalid({ card_number: ORDER_MSG.cardRequired });
    const result = await account.provider.createCharge({
      accountExternalId: account.externalId,
      amount: quote.charge,
      applicationFee: applicationFee(quote.split, quote.charge),
      currency: CURRENCY,
      description: `${store.name} order`,
      source: input.payment,
      idempotencyKey: `checkout-${store.id}-${input.checkoutId}`,
    });
    if (!result.ok) throw invalid({ card_number: result.declineMessage });
    chargeId = result.chargeId;
    const again = await existingOrder(db, store.id, chargeId);
    if (again) return again;
  }

  try {
    const placed = await db.transaction().execute(async (trx) => {
      const fresh = await quoteCart(trx, {
        websiteId: store.id,
        items: input.items,
        codes: input.codes,
        email: input.buyer.email,
      });
      if (fresh.charge !== quote.charge || fresh.split.total !== quote.split.total)
        throw new HttpError(409, ORDER_MSG.priceChanged);
      await takeStock(trx, fresh);
      return writeOrder(trx, input, fresh, { provider: account.provider.name, chargeId });
    });
    invalidateStorefront(store.id);
    await mailOrderGiftCards(ctx, placed.id);
    return placed;
  } catch (error) {
    if (chargeId) await account.provider.refundCharge(chargeId);
    if (error instanceof HttpError && error.statusCode === 409 && chargeId)
      throw new HttpError(409, ORDER_MSG.priceChanged, error.errors);
    throw error;
  }
}

/**
 * The order of a checkout the buyer already paid on the provider's own page (hosted checkout):
 * the same transaction as placeOrder's, entered only once `claim.take` has marked the pending
 * checkout as used inside it, so a second return or webhook for the same payment writes nothing
 * (null). The caller refunds when this throws (prices or stock changed while the buyer paid).
 */
export async function placePaidOrder(
  ctx: AppContext,
  input: CheckoutInput,
  paid: { provider: string; chargeId: string; amount: number; total: number },
  claim: { take(trx: Q): Promise<boolean>; link(trx: Q, orderId: number): Promise<void> },
): Promise<PlacedOrder | null> {
  const placed = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await claim.take(trx))) return null;
    const fresh = await quoteCart(trx, {
      websiteId: input.websiteId,
      items: input.items,
      codes: input.codes,
      email: input.buyer.email,
    });
    if (fresh.charge !== paid.amount || fresh.split.total !== paid.total)
      throw new HttpError(409, ORDER_MSG.priceChanged);
    await takeStock(trx, fresh);
    const order = await writeOrder(trx, input, fresh, { provider: paid.provider, chargeId: paid.chargeId });
    await claim.link(trx, order.id);
    return order;
  });
  if (placed) {
    invalidateStorefront(input.websiteId);
    await mailOrderGiftCards(ctx, placed.id);
  }
  return placed;
}
