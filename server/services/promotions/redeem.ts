import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { conflict } from "../../../domain/errors.js";
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
import { CHECKOUT_CODES_MSG } from "../../../domain/messages.js";
import { planAllows } from "../../../domain/plans.js";

/**
 * The checkout's one entry to discounts and gift cards. `priceCodes` reads (no writes): what a
 * code takes off a cart. `commitCodes`, in the order's transaction, takes it for real: the guarded
 * UPDATEs below re-check the balance and the usage limit in the same statement that changes them,
 * so two orders racing for the last use or the last dollar cannot both succeed (PostgreSQL re-reads
 * a row locked by a concurrent UPDATE before applying the WHERE; SQLite has one writer).
 */
type Q = Kysely<Database> | Transaction<Database>;

/** Like Shopify: one discount code and up to this many gift cards in one checkout. */
export const MAX_GIFT_CARDS = 5;
/** Every code a checkout may carry: the discount and the gift cards. */
export const MAX_CODES = MAX_GIFT_CARDS + 1;

export interface PriceCodesInput {
  websiteId: number;
  /** One code as the buyer typed it (discount or gift card); empty or missing adds none. */
  code?: string | null;
  /** Codes already applied (any mix of one discount and gift cards), added to `code`. */
  codes?: readonly string[];
  items: readonly CartLine[];
  /** The buyer's email: needed for once-per-customer discounts. */
  email?: string | null;
  /** The clock, for tests; defaults to now. */
  now?: string;
}

export type AppliedCode =
  | { kind: "discount"; id: number; code: string; amount: number; email: string | null }
  | { kind: "gift_card"; id: number; code: string; amount: number };

/** A code that takes nothing off this cart, as typed, and why. */
export interface RejectedCode {
  code: string;
  error: string;
}

export interface PricedCodes {
  subtotal: number;
  discount: number;
  /** What all applied gift cards pay together. */
  gift_card: number;
  /** What the buyer pays: subtotal - discount - gift_card, never below zero. */
  total: number;
  /** The first refusal (see `rejected`), or null when every code applies. */
  error: string | null;
  /** The discount first (if any), then the gift cards in the order the buyer added them. */
  applied: AppliedCode[];
  rejected: RejectedCode[];
}

/** The codes of a checkout, trimmed, without blanks and without the same code twice. */
export function checkoutCodes(codes: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of codes) {
    const code = raw?.trim() ?? "";
    const key = code.toUpperCase();
    if (code === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(code);
  }
  return out;
}

/**
 * Whether the store's plan honours discount codes now. A store that lost the feature (a
 * downgrade, a Free store with old codes) keeps its codes, but the shop treats them as unknown.
 */
async function takesDiscountCodes(db: Q, websiteId: number): Promise<boolean> {
  const store = await db
    .selectFrom("websites")
    .select(["plan", "limits"])
    .where("id", "=", websiteId)
    .executeTakeFirst();
  return store !== undefined && planAllows(store, "discounts");
}

type DiscountRow = Awaited<ReturnType<typeof findDiscount>>;
type GiftCardRow = Awaited<ReturnType<typeof findGiftCard>>;

function findDiscount(db: Q, websiteId: number, raw: string) {
  return db
    .selectFrom("discounts")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("code", "=", normalizeDiscountCode(raw))
    .executeTakeFirst();
}

function findGiftCard(db: Q, websiteId: number, raw: string) {
  return db
    .selectFrom("gift_cards")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("code", "=", normalizeGiftCardCode(raw))
    .executeTakeFirst();
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

/** What a discount takes off the cart, or why it does not apply. */
async function priceDiscount(
  db: Q,
  discount: NonNullable<DiscountRow>,
  input: PriceCodesInput,
  now: string,
): Promise<{ amount: number; email: string | null } | { error: string }> {
  if (!discount.active) return { error: PROMO_MSG.notActive };
  const window = windowError(discount.starts_at, discount.ends_at, now);
  if (window) return { error: window };
  if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit)
    return { error: PROMO_MSG.usedUp };
  const email = input.email?.trim().toLowerCase() || null;
  if (discount.once_per_customer && email) {
    const used = await db
      .selectFrom("discount_redemptions")
      .select("id")
      .where("discount_id", "=", discount.id)
      .where("email", "=", email)
      .executeTakeFirst();
    if (used) return { error: PROMO_MSG.alreadyUsed };
  }
  const rule = await discountRule(db, discount.id, {
    kind: discount.kind,
    value: discount.value,
    minimum_order: discount.minimum_order,
    applies_to: discount.applies_to,
  });
  const result = discountAmount(rule, input.items);
  if (result.error !== null) return { error: result.error };
  return { amount: result.amount, email };
}

function giftCardError(card: NonNullable<GiftCardRow>, now: string): string | null {
  if (card.disabled_at !== null) return PROMO_MSG.giftCardDisabled;
  if (giftCardExpired(card.expires_on, now.slice(0, 10))) return PROMO_MSG.giftCardExpired;
  if (card.balance <= 0) return PROMO_MSG.giftCardEmpty;
  return null;
}

/**
 * Prices the checkout's codes on a cart, as Shopify does: at most one discount code, applied
 * first (whatever order the codes came in), then up to MAX_GIFT_CARDS gift cards, each paying
 * what is left, up to its balance, in the order added. A code that does not apply is listed in
 * `rejected` and takes nothing; the caller decides whether that refuses the checkout.
 */
export async function priceCodes(db: Q, input: PriceCodesInput): Promise<PricedCodes> {
  const subtotal = cartSubtotal(input.items);
  const codes = checkoutCodes([...(input.codes ?? []), input.code]);
  const now = input.now ?? nowIso();
  const rejected: RejectedCode[] = [];
  // Without the plan's discounts a discount code is refused as an unknown code; gift cards
  // already sold stay redeemable (the buyer paid for them).
  const discounts = codes.length > 0 && (await takesDiscountCodes(db, input.websiteId));
  const resolved = await Promise.all(
    codes.map(async (code) => {
      const discount = discounts ? await findDiscount(db, input.websiteId, code) : undefined;
      if (discount) return { kind: "discount", code, discount } as const;
      return { kind: "gift_card", code, card: await findGiftCard(db, input.websiteId, code) } as const;
    }),
  );
  // "abcd-efgh-..." and "ABCDEFGH..." are the same card: each discount or card counts once.
  const ids = new Set<string>();
  const found = resolved.filter((entry) => {
    const id = entry.kind === "discount" ? `d${entry.discount.id}` : entry.card ? `g${entry.card.id}` : null;
    if (id === null) return true;
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  });

  let discount: Extract<AppliedCode, { kind: "discount" }> | null = null;
  for (const entry of found) {
    if (entry.kind !== "discount") continue;
    if (discount) {
      rejected.push({ code: entry.code, error: CHECKOUT_CODES_MSG.oneDiscount });
      continue;
    }
    const priced = await priceDiscount(db, entry.discount, input, now);
    if ("error" in priced) rejected.push({ code: entry.code, error: priced.error });
    else discount = { kind: "discount", id: entry.discount.id, code: entry.discount.code, ...priced };
  }

  let left = subtotal - (discount?.amount ?? 0);
  const cards: Extract<AppliedCode, { kind: "gift_card" }>[] = [];
  for (const entry of found) {
    if (entry.kind === "discount") continue;
    const card = entry.card;
    if (!card) {
      rejected.push({ code: entry.code, error: PROMO_MSG.notFound });
      continue;
    }
    const error =
      giftCardError(card, now) ??
      (cards.length >= MAX_GIFT_CARDS
        ? CHECKOUT_CODES_MSG.tooManyGiftCards(MAX_GIFT_CARDS)
        : left <= 0
          ? CHECKOUT_CODES_MSG.nothingLeft
          : null);
    if (error) {
      rejected.push({ code: entry.code, error });
      continue;
    }
    const amount = giftCardAmount(card.balance, left);
    left -= amount;
    cards.push({ kind: "gift_card", id: card.id, code: card.code, amount });
  }

  const discounted = discount?.amount ?? 0;
  const giftCards = cards.reduce((sum, c) => sum + c.amount, 0);
  return {
    subtotal,
    discount: discounted,
    gift_card: giftCards,
    total: Math.max(0, subtotal - discounted - giftCards),
    error: rejected[0]?.error ?? null,
    applied: [...(discount ? [discount] : []), ...cards],
    rejected,
  };
}

/**
 * Records what `priced` took, inside the order's transaction. Throws a conflict with
 * PROMO_MSG.codeChanged when the code no longer covers it (another order took the last use or
 * balance since pricing); the caller's transaction then rolls back and nothing is half-written.
 */
export async function commitCodes(trx: Q, priced: PricedCodes, orderId: number): Promise<void> {
  for (const applied of priced.applied) {
    if (applied.kind === "discount") await commitDiscount(trx, applied, orderId);
    else await commitGiftCard(trx, applied, orderId);
  }
}

async function commitDiscount(
  trx: Q,
  applied: Extract<AppliedCode, { kind: "discount" }>,
  orderId: number,
): Promise<void> {
  const taken = await trx
    .updateTable("discounts")
    .set({ used_count: sql<number>`used_count + 1`, updated_at: nowIso() })
    .where("id", "=", applied.id)
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw conflict(PROMO_MSG.codeChanged);
  await trx
    .insertInto("discount_redemptions")
    .values({ discount_id: applied.id, order_id: orderId, email: applied.email, amount: applied.amount })
    .execute();
}

async function commitGiftCard(
  trx: Q,
  applied: Extract<AppliedCode, { kind: "gift_card" }>,
  orderId: number,
): Promise<void> {
  if (applied.amount <= 0) return;
  const card = await trx
    .updateTable("gift_cards")
    .set({ balance: sql<number>`balance - ${applied.amount}`, updated_at: nowIso() })
    .where("id", "=", applied.id)
    .where("disabled_at", "is", null)
    .where("balance", ">=", applied.amount)
    .returning("balance")
    .executeTakeFirst();
  if (!card) throw conflict(PROMO_MSG.codeChanged);
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
