import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { HttpError } from "../../errors.js";
import {
  PROMO_MSG,
  cartSubtotal,
  discountAmount,
  giftCardAmount,
  normalizeDiscountCode,
  windowError,
  type CartLine,
  type DiscountRule,
} from "../../../domain/discounts.js";
import { giftCardExpired, normalizeGiftCardCode } from "../../../domain/gift-cards.js";

/**
 * The checkout's one entry to discounts and gift cards. `priceCodes` reads (no writes): what a
 * code takes off a cart. `commitCodes`, in the order's transaction, takes it for real: the guarded
 * UPDATEs below re-check the balance and the usage limit in the same statement that changes them,
 * so two orders racing for the last use or the last dollar cannot both succeed (PostgreSQL re-reads
 * a row locked by a concurrent UPDATE before applying the WHERE; SQLite has one writer).
 */
type Q = Kysely<Database> | Transaction<Database>;

export interface PriceCodesInput {
  websiteId: number;
  /** The code as the buyer typed it; empty or missing prices the cart without one. */
  code: string | null | undefined;
  items: readonly CartLine[];
  /** The buyer's email: needed for once-per-customer discounts. */
  email?: string | null;
  /** The clock, for tests; defaults to now. */
  now?: string;
}

export type AppliedCode =
  | { kind: "discount"; id: number; code: string; amount: number; email: string | null }
  | { kind: "gift_card"; id: number; code: string; amount: number }
  | { kind: null };

export interface PricedCodes {
  subtotal: number;
  discount: number;
  gift_card: number;
  /** What the buyer pays: subtotal - discount - gift_card, never below zero. */
  total: number;
  error: string | null;
  applied: AppliedCode;
}

function noCode(subtotal: number, error: string | null): PricedCodes {
  return { subtotal, discount: 0, gift_card: 0, total: subtotal, error, applied: { kind: null } };
}

async function discountRule(
  db: Q,
  discountId: number,
  base: Omit<DiscountRule, "product_ids" | "category_ids">,
) {
  const [products, categories] = await Promise.all([
    base.applies_to === "products"
      ? db
          .selectFrom("discount_products")
          .select("product_id")
          .where("discount_id", "=", discountId)
          .execute()
      : Promise.resolve([]),
    base.applies_to === "categories"
      ? db
          .selectFrom("discount_categories")
          .select("category_id")
          .where("discount_id", "=", discountId)
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    ...base,
    product_ids: products.map((p) => p.product_id),
    category_ids: categories.map((c) => c.category_id),
  };
}

export async function priceCodes(db: Q, input: PriceCodesInput): Promise<PricedCodes> {
  const subtotal = cartSubtotal(input.items);
  const raw = input.code?.trim() ?? "";
  if (raw === "") return noCode(subtotal, null);
  const now = input.now ?? nowIso();

  const discount = await db
    .selectFrom("discounts")
    .selectAll()
    .where("website_id", "=", input.websiteId)
    .where("code", "=", normalizeDiscountCode(raw))
    .executeTakeFirst();
  if (discount) {
    if (!discount.active) return noCode(subtotal, PROMO_MSG.notActive);
    const window = windowError(discount.starts_at, discount.ends_at, now);
    if (window) return noCode(subtotal, window);
    if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit)
      return noCode(subtotal, PROMO_MSG.usedUp);
    const email = input.email?.trim().toLowerCase() || null;
    if (discount.once_per_customer && email) {
      const used = await db
        .selectFrom("discount_redemptions")
        .select("id")
        .where("discount_id", "=", discount.id)
        .where("email", "=", email)
        .executeTakeFirst();
      if (used) return noCode(subtotal, PROMO_MSG.alreadyUsed);
    }
    const rule = await discountRule(db, discount.id, {
      kind: discount.kind,
      value: discount.value,
      minimum_order: discount.minimum_order,
      applies_to: discount.applies_to,
    });
    const result = discountAmount(rule, input.items);
    if (result.error !== null) return noCode(subtotal, result.error);
    return {
      subtotal,
      discount: result.amount,
      gift_card: 0,
      total: subtotal - result.amount,
      error: null,
      applied: { kind: "discount", id: discount.id, code: discount.code, amount: result.amount, email },
    };
  }

  const card = await db
    .selectFrom("gift_cards")
    .selectAll()
    .where("website_id", "=", input.websiteId)
    .where("code", "=", normalizeGiftCardCode(raw))
    .executeTakeFirst();
  if (!card) return noCode(subtotal, PROMO_MSG.notFound);
  if (card.disabled_at !== null) return noCode(subtotal, PROMO_MSG.giftCardDisabled);
  if (giftCardExpired(card.expires_on, now.slice(0, 10))) return noCode(subtotal, PROMO_MSG.giftCardExpired);
  if (card.balance <= 0) return noCode(subtotal, PROMO_MSG.giftCardEmpty);
  const amount = giftCardAmount(card.balance, subtotal);
  return {
    subtotal,
    discount: 0,
    gift_card: amount,
    total: subtotal - amount,
    error: null,
    applied: { kind: "gift_card", id: card.id, code: card.code, amount },
  };
}

/**
 * Records what `priced` took, inside the order's transaction. Throws a 409 HttpError with
 * PROMO_MSG.codeChanged when the code no longer covers it (another order took the last use or
 * balance since pricing); the caller's transaction then rolls back and nothing is half-written.
 */
export async function commitCodes(trx: Q, priced: PricedCodes, orderId: number): Promise<void> {
  const applied = priced.applied;
  if (applied.kind === null) return;
  const now = nowIso();
  if (applied.kind === "discount") {
    const taken = await trx
      .updateTable("discounts")
      .set({ used_count: sql<number>`used_count + 1`, updated_at: now })
      .where("id", "=", applied.id)
      .where("active", "=", 1)
      .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(409, PROMO_MSG.codeChanged);
    await trx
      .insertInto("discount_redemptions")
      .values({ discount_id: applied.id, order_id: orderId, email: applied.email, amount: applied.amount })
      .execute();
    return;
  }
  if (applied.amount <= 0) return;
  const card = await trx
    .updateTable("gift_cards")
    .set({ balance: sql<number>`balance - ${applied.amount}`, updated_at: now })
    .where("id", "=", applied.id)
    .where("disabled_at", "is", null)
    .where("balance", ">=", applied.amount)
    .returning("balance")
    .executeTakeFirst();
  if (!card) throw new HttpError(409, PROMO_MSG.codeChanged);
  await trx
    .insertInto("gift_card_transactions")
    .values({
      gift_card_id: applied.id,
      order_id: orderId,
      kind: "redeem",
      amount: -applied.amount,
      balance_after: card.balance,
    })
    .execute();
}
