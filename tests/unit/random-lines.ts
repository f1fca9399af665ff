import type { MoneyLine } from "../../domain/order-money.js";
import { pieceShares, retailFromMargin, type PricingInput } from "../../domain/pricing.js";
import type { Rng } from "../../server/demo/random.js";

/** A cart line priced as checkout prices it, with the minimum it was priced from. */
export interface PricedLine extends MoneyLine {
  minimum: number;
}

export function randomPricing(rng: Rng): PricingInput {
  return {
    cheapestVariantCost: rng.int(50, 6_000),
    customizable: rng.chance(0.3),
    customFee: rng.int(0, 800),
    firstCustomFee: rng.int(0, 1_200),
    printPrice: rng.int(0, 900),
    printPriceSecond: rng.int(0, 500),
    areas: rng.int(0, 4),
    ssmFee: rng.chance(0.5) ? rng.int(0, 300) : 0,
    productionMargin: 1 + rng.int(0, 60) / 100,
    websiteMargin: 1 + rng.int(0, 80) / 100,
  };
}

/** domain/pricing's minimum and shares of a random product, a percent or fixed margin on top. */
export function randomGoodsLine(rng: Rng): PricedLine {
  const shares = pieceShares(randomPricing(rng));
  const fixed = rng.chance(0.4);
  const margin = fixed ? rng.int(0, 4_000) / 100 : rng.int(0, 150);
  return {
    unit_price: retailFromMargin(shares.minimum, margin, fixed),
    unit_cost: shares.supplier,
    unit_platform_fee: shares.platform,
    quantity: rng.int(1, 12),
    minimum: shares.minimum,
  };
}

/** Sums in BigInt: an independent check that nothing was lost to float arithmetic. */
export function bigSum<T extends { quantity: number }>(lines: readonly T[], each: (l: T) => number): bigint {
  return lines.reduce((sum, l) => sum + BigInt(each(l)) * BigInt(l.quantity), BigInt(0));
}
