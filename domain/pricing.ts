import { formatMoney } from "./money.js";
import { PRICING_MSG } from "./pricing-texts.js";
import { z } from "zod";

export { PRICING_MSG };

/**
 * Product pricing, the one implementation the server and the
 * SPA share. Every amount is integer cents, as the database keeps money; margins are:
 * - the store's and the owner's production margin: multipliers (1.1 = +10 %);
 * - a product's margin: percent of the minimum price, or fixed dollars, as price_fixed says.
 */
export type Cents = number;

/** The default margin, when set, is 40 percent. */
export const DEFAULT_MARGIN_PERCENT = 40;
/** Default pricing of a custom product: price 5, first custom fee 9.5, second 10, third 3. */
/** A custom product's own cost lines, in cents: its cost and the fee of each custom decoration. */
export const customPricingSchema = z.object({
  cost: z.number().int().min(0),
  first_custom_fee: z.number().int().min(0),
  second_custom_fee: z.number().int().min(0),
  third_custom_fee: z.number().int().min(0),
});
export type CustomPricing = z.infer<typeof customPricingSchema>;

export const DEFAULT_CUSTOM_PRICING = {
  cost: 500,
  first_custom_fee: 950,
  second_custom_fee: 1000,
  third_custom_fee: 300,
} as const;
/** The margin input steps by 0.01 when fixed (dollars) and by 1 when a percentage. */
export const MARGIN_STEP = { fixed: 0.01, percent: 1 } as const;
/** The round buttons round to .50, .95 and .99. */
export const ROUND_ENDINGS = [50, 95, 99] as const;
export type RoundEnding = (typeof ROUND_ENDINGS)[number];

export interface PricingInput {
  /** The cheapest chosen variant's supplier cost. */
  cheapestVariantCost: Cents;
  /** The supplier product is customizable: its first custom fee replaces the product's custom fee. */
  customizable: boolean;
  customFee: Cents;
  firstCustomFee: Cents;
  /** Print price of the first area, and the price of each further area. */
  printPrice: Cents;
  printPriceSecond: Cents;
  /** Printed areas (sides); 0 means an undecorated blank. */
  areas: number;
  /** The optional platform ("ssm") fee. */
  ssmFee: Cents;
  /** The store owner's production margin and the store's margin, both multipliers. */
  productionMargin: number;
  websiteMargin: number;
}

export type BreakdownKey =
  | "variantCost"
  | "customFee"
  | "firstCustomFee"
  | "printFirst"
  | "printExtra"
  | "ssmFee"
  | "cost"
  | "productionMargin"
  | "websiteMargin"
  | "minimum";

export interface BreakdownLine {
  key: BreakdownKey;
  /** Amount in cents, or the multiplier for the two margin lines. */
  amount: number;
  /** How many extra areas a printExtra line counts. */
  count?: number;
}

/** Money to two decimals: cents, rounded half away from zero after removing float noise. */
export function roundCents(value: number): Cents {
  const clean = Math.round(value * 1e6) / 1e6;
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

/** The spec's cost line: variant + custom fee + first area + extra areas + ssm fee. */
export function supplierCost(input: PricingInput): Cents {
  const fee = input.customizable ? input.firstCustomFee : input.customFee;
  const extraAreas = Math.max(0, input.areas - 1);
  const print = input.areas > 0 ? input.printPrice + extraAreas * input.printPriceSecond : 0;
  return input.cheapestVariantCost + fee + print + input.ssmFee;
}

/** Cost times the user production margin times the website margin, to two decimals. */
export function minimumPrice(input: PricingInput): Cents {
  return roundCents(supplierCost(input) * input.productionMargin * input.websiteMargin);
}

/**
 * Who gets what of one piece sold at its minimum price: the supplier its cost (the cost line
 * without the ssm fee), the platform the rest (the ssm fee and what the production and website
 * margins add). Everything the retail price adds above the minimum is the store owner's profit,
 * so the pricing card's "your profit" is what an order pays out.
 */
export function pieceShares(input: PricingInput): { supplier: Cents; platform: Cents; minimum: Cents } {
  const supplier = supplierCost(input) - input.ssmFee;
  const minimum = minimumPrice(input);
  return { supplier, platform: minimum - supplier, minimum };
}

/** The pricing card's lines, in the order the formula adds and multiplies them. */
export function priceBreakdown(input: PricingInput): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ key: "variantCost", amount: input.cheapestVariantCost }];
  if (input.customizable) lines.push({ key: "firstCustomFee", amount: input.firstCustomFee });
  else if (input.customFee !== 0) lines.push({ key: "customFee", amount: input.customFee });
  if (input.areas > 0) lines.push({ key: "printFirst", amount: input.printPrice });
  if (input.areas > 1)
    lines.push({
      key: "printExtra",
      amount: (input.areas - 1) * input.printPriceSecond,
      count: input.areas - 1,
    });
  if (input.ssmFee !== 0) lines.push({ key: "ssmFee", amount: input.ssmFee });
  lines.push({ key: "cost", amount: supplierCost(input) });
  lines.push({ key: "productionMargin", amount: input.productionMargin });
  lines.push({ key: "websiteMargin", amount: input.websiteMargin });
  lines.push({ key: "minimum", amount: minimumPrice(input) });
  return lines;
}

/** Retail price from the minimum and the product margin (percent of it, or fixed dollars). */
export function retailFromMargin(minimum: Cents, margin: number, fixed: boolean): Cents {
  return fixed ? roundCents(minimum + margin * 100) : roundCents(minimum * (1 + margin / 100));
}

/**
 * The margin a retail price stands for. A percentage is the retail-to-cost relation,
 * rounded to the input's step of 1; fixed dollars are rounded to 0.01.
 */
export function marginFromRetail(retail: Cents, minimum: Cents, fixed: boolean): number {
  if (fixed) return roundCents(retail - minimum) / 100;
  if (minimum <= 0) return 0;
  return Math.round(((retail - minimum) / minimum) * 100);
}

/** The round buttons: the nearest price at or above the given one ending in .50, .95 or .99. */
export function roundPrice(price: Cents, ending: RoundEnding): Cents {
  const candidate = Math.floor(price / 100) * 100 + ending;
  return candidate >= price ? candidate : candidate + 100;
}

/** The two sentences of a below-minimum error; `minimumIs` holds %{amount}. */
export interface BelowMinimumTexts {
  rule: string;
  minimumIs: string;
}

const ENGLISH_BELOW_MINIMUM: BelowMinimumTexts = {
  rule: PRICING_MSG.priceBelowMinimum,
  minimumIs: PRICING_MSG.minimumPriceIs,
};

function sayBelowMinimum(amount: string, texts: BelowMinimumTexts): string {
  return `${texts.rule} ${texts.minimumIs.replace("%{amount}", amount)}`;
}

/**
 * The error of a price below the minimum, naming the minimum as money: "The retail price must not
 * be below the minimum price. The minimum price is $12.34." The one builder of that message, for
 * the server (English) and the SPA (its texts in the UI language).
 */
export function priceBelowMinimumMessage(
  minimum: Cents,
  texts: BelowMinimumTexts = ENGLISH_BELOW_MINIMUM,
): string {
  return sayBelowMinimum(formatMoney(minimum), texts);
}

const ENGLISH_BELOW_MINIMUM_PATTERN = new RegExp(
  `^(.*?)${escapeRegExp(PRICING_MSG.priceBelowMinimum)} ${escapeRegExp(PRICING_MSG.minimumPriceIs).replace(
    "%\\{amount\\}",
    "(.+)",
  )}$`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A server's below-minimum message in other texts, keeping what precedes it ("Line 3: ") and the
 * amount it names; null when the text is no such message.
 */
export function resayBelowMinimum(text: string, texts: BelowMinimumTexts): string | null {
  const match = ENGLISH_BELOW_MINIMUM_PATTERN.exec(text);
  if (!match) return null;
  return `${match[1] ?? ""}${sayBelowMinimum(match[2] ?? "", texts)}`;
}

/** The retail price rule: required and never below the minimum. Null when it holds. */
export function retailPriceError(price: Cents | null | undefined, minimum: Cents): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return PRICING_MSG.priceRequired;
  return price < minimum ? priceBelowMinimumMessage(minimum) : null;
}

/** A margin value fits its input's step: whole percents, or cents of a dollar. */
export function marginError(margin: number | null | undefined, fixed: boolean): string | null {
  if (margin === null || margin === undefined || !Number.isFinite(margin)) return PRICING_MSG.marginRequired;
  if (fixed)
    return Math.abs(margin * 100 - Math.round(margin * 100)) < 1e-6 ? null : PRICING_MSG.marginStepFixed;
  return Number.isInteger(margin) ? null : PRICING_MSG.marginStepPercent;
}

export const bulkTierSchema = z.object({
  quantity: z.number({ error: PRICING_MSG.bulkQuantity }).int().min(1, PRICING_MSG.bulkQuantity),
  /** The bulk margin price in cents: at least 1 dollar. */
  price: z.number({ error: PRICING_MSG.bulkPrice }).int().min(100, PRICING_MSG.bulkPrice),
});
export type BulkTier = z.infer<typeof bulkTierSchema>;

/**
 * The tiers a buyer is offered on a piece at `base`, by quantity: each one cheaper than the base
 * and than every tier of a smaller quantity (a tier that would not lower the price is no offer).
 */
export function offeredTiers(base: Cents, tiers: readonly BulkTier[]): BulkTier[] {
  const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity || a.price - b.price);
  const offered: BulkTier[] = [];
  let best = base;
  for (const tier of sorted) {
    if (tier.price >= best || offered.at(-1)?.quantity === tier.quantity) continue;
    offered.push(tier);
    best = tier.price;
  }
  return offered;
}

/**
 * The unit price of `quantity` pieces at `base`: the price of the largest offered tier the
 * quantity reaches, else the base. A tier only ever lowers the price.
 */
export function tierUnitPrice(base: Cents, tiers: readonly BulkTier[], quantity: number): Cents {
  const reached = offeredTiers(base, tiers).filter((tier) => quantity >= tier.quantity);
  return reached.at(-1)?.price ?? base;
}

/** The pricing fields of a product save, shared by the editor form and the update route. */
export const pricingFieldsShape = {
  price: z.number({ error: PRICING_MSG.priceRequired }).int(PRICING_MSG.priceRequired),
  price_fixed: z.union([z.literal(0), z.literal(1)]),
  margin: z.number({ error: PRICING_MSG.marginRequired }).min(0, PRICING_MSG.marginRequired),
  min_quantity: z.number({ error: PRICING_MSG.minQuantity }).int().min(1, PRICING_MSG.minQuantity),
  custom_fee: z.number({ error: PRICING_MSG.customFee }).int().min(0, PRICING_MSG.customFee),
  bulk_tiers: z.array(bulkTierSchema),
};

/** Adds the margin step rule to a schema holding margin and price_fixed. */
export function refineMargin(value: { margin?: number; price_fixed?: 0 | 1 }, ctx: z.RefinementCtx): void {
  if (value.margin === undefined) return;
  const error = marginError(value.margin, value.price_fixed === 1);
  if (error) ctx.addIssue({ code: "custom", path: ["margin"], message: error });
}

export const pricingFieldsSchema = z.object(pricingFieldsShape).partial().superRefine(refineMargin);

/** A colour's own price: empty means the main price; otherwise cents, at least 0. */
export const colorPriceSchema = z
  .number({ error: PRICING_MSG.colorPrice })
  .int(PRICING_MSG.colorPrice)
  .min(0, PRICING_MSG.colorPrice)
  .nullable();

/** The one money display format lives in ./money.ts; pricing messages and callers read it here too. */
export { formatMoney };
