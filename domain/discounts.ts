import { z } from "zod";
import { formatMoney, roundCents, type Cents } from "./pricing.js";

/**
 * Discount codes, shaped on Shopify's: a percentage or a fixed amount off the
 * products the code applies to (all, chosen products, or chosen categories), with a validity
 * window, a minimum order, a total usage limit and an optional once-per-customer rule.
 * Money is integer cents; a percentage is a whole number of percent.
 */
export const DISCOUNT_KINDS = ["percentage", "fixed"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_SCOPES = ["all", "products", "categories"] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const PROMO_MSG = {
  codeRequired: "The code is required.",
  codeFormat: "The code may hold only letters, digits, dashes and underscores (at most 50).",
  codeTaken: "This code is already in use in this store.",
  kind: "Choose a percentage or a fixed amount.",
  percentValue: "The percentage must be a whole number from 1 to 100.",
  fixedValue: "The amount must be at least 0.01.",
  minimumOrder: "The minimum order must be at least 0.",
  usageLimit: "The usage limit must be at least 1.",
  startsAt: "The start date is required.",
  endsBeforeStart: "The end date must be after the start date.",
  scopeEmpty: "Choose at least one product or category.",
  notFound: "This code is not valid.",
  notActive: "This code is not active.",
  notStarted: "This code is not active yet.",
  expired: "This code has expired.",
  usedUp: "This code has reached its usage limit.",
  alreadyUsed: "This code has already been used with this email.",
  notApplicable: "This code does not apply to any product in the cart.",
  minimumNotMet: (minimum: Cents) => `The order must be at least ${formatMoney(minimum)} to use this code.`,
  giftCardEmpty: "This gift card has no balance left.",
  giftCardDisabled: "This gift card is disabled.",
  giftCardExpired: "This gift card has expired.",
  codeChanged: "The code could not be applied any more. Please check your order again.",
  csvType: "Please upload file in csv extension.",
  csvEmpty: "The file holds no discounts.",
  created: "Discount created successfully.",
  updated: "Discount updated successfully.",
  deleted: "Discount deleted successfully.",
  imported: (n: number) => `Imported ${n} discounts.`,
} as const;

/** Codes are matched without regard to case or surrounding spaces. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export const DISCOUNT_CODE_RE = /^[A-Z0-9_-]{1,50}$/;

export const discountCodeSchema = z
  .string({ error: PROMO_MSG.codeRequired })
  .transform(normalizeDiscountCode)
  .pipe(z.string().min(1, PROMO_MSG.codeRequired).regex(DISCOUNT_CODE_RE, PROMO_MSG.codeFormat));

/** A discount as the create and edit forms send it (and the CSV import reads it). */
export const discountInputSchema = z
  .object({
    code: discountCodeSchema,
    title: z.string().max(200).nullable().optional(),
    kind: z.enum(DISCOUNT_KINDS, { error: PROMO_MSG.kind }),
    /** Whole percent (percentage) or cents (fixed). */
    value: z.number({ error: PROMO_MSG.fixedValue }).int(PROMO_MSG.fixedValue),
    minimum_order: z
      .number({ error: PROMO_MSG.minimumOrder })
      .int()
      .min(0, PROMO_MSG.minimumOrder)
      .default(0),
    usage_limit: z
      .number({ error: PROMO_MSG.usageLimit })
      .int()
      .min(1, PROMO_MSG.usageLimit)
      .nullable()
      .default(null),
    once_per_customer: z.union([z.literal(0), z.literal(1)]).default(0),
    applies_to: z.enum(DISCOUNT_SCOPES).default("all"),
    product_ids: z.array(z.number().int().positive()).max(1000).default([]),
    category_ids: z.array(z.number().int().positive()).max(1000).default([]),
    starts_at: z.iso.datetime({ error: PROMO_MSG.startsAt }),
    ends_at: z.iso.datetime({ error: PROMO_MSG.endsBeforeStart }).nullable().default(null),
    active: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .superRefine((d, ctx) => {
    if (d.kind === "percentage" && (d.value < 1 || d.value > 100))
      ctx.addIssue({ code: "custom", path: ["value"], message: PROMO_MSG.percentValue });
    if (d.kind === "fixed" && d.value < 1)
      ctx.addIssue({ code: "custom", path: ["value"], message: PROMO_MSG.fixedValue });
    if (d.ends_at !== null && d.ends_at <= d.starts_at)
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: PROMO_MSG.endsBeforeStart });
    if (d.applies_to === "products" && d.product_ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["product_ids"], message: PROMO_MSG.scopeEmpty });
    if (d.applies_to === "categories" && d.category_ids.length === 0)
      ctx.addIssue({ code: "custom", path: ["category_ids"], message: PROMO_MSG.scopeEmpty });
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** One cart line as checkout prices it. */
export interface CartLine {
  product_id: number;
  category_ids: readonly number[];
  unit_price: Cents;
  quantity: number;
}

/** What the math needs of a discount. */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  minimum_order: Cents;
  applies_to: DiscountScope;
  product_ids: readonly number[];
  category_ids: readonly number[];
}

export function lineTotal(line: CartLine): Cents {
  return Math.max(0, line.unit_price) * Math.max(0, line.quantity);
}

export function cartSubtotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function lineInScope(rule: DiscountRule, line: CartLine): boolean {
  if (rule.applies_to === "all") return true;
  if (rule.applies_to === "products") return rule.product_ids.includes(line.product_id);
  return line.category_ids.some((id) => rule.category_ids.includes(id));
}

/** The part of the cart the discount applies to. */
export function eligibleSubtotal(rule: DiscountRule, lines: readonly CartLine[]): Cents {
  return lines.filter((line) => lineInScope(rule, line)).reduce((sum, line) => sum + lineTotal(line), 0);
}

export type DiscountResult = { amount: Cents; error: null } | { amount: 0; error: string };

/**
 * The amount a discount takes off a cart: the minimum order counts the whole cart (as Shopify's
 * "minimum purchase amount"), the reduction only the eligible lines. A percentage is rounded to
 * the cent, half away from zero; the reduction never exceeds what it applies to, so no total
 * goes below zero.
 */
export function discountAmount(rule: DiscountRule, lines: readonly CartLine[]): DiscountResult {
  const subtotal = cartSubtotal(lines);
  if (subtotal < rule.minimum_order) return { amount: 0, error: PROMO_MSG.minimumNotMet(rule.minimum_order) };
  const eligible = eligibleSubtotal(rule, lines);
  if (eligible <= 0) return { amount: 0, error: PROMO_MSG.notApplicable };
  const raw = rule.kind === "percentage" ? roundCents((eligible * rule.value) / 100) : rule.value;
  return { amount: Math.min(eligible, Math.max(0, raw)), error: null };
}

/** A gift card pays what is left of the total, up to its balance. */
export function giftCardAmount(balance: Cents, remaining: Cents): Cents {
  return Math.max(0, Math.min(balance, remaining));
}

/** Whether a validity window holds at `now` (ISO timestamps compare as text). */
export function windowError(startsAt: string, endsAt: string | null, now: string): string | null {
  if (now < startsAt) return PROMO_MSG.notStarted;
  if (endsAt !== null && now >= endsAt) return PROMO_MSG.expired;
  return null;
}
