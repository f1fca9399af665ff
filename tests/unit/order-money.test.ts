import { describe, expect, it } from "vitest";
import { PLATFORM_FEE_BPS, shareOf, splitOrder, type MoneyLine } from "../../domain/order-money.js";
import { minimumPrice, retailFromMargin, supplierCost, type PricingInput } from "../../domain/pricing.js";
import { Rng } from "../../server/db/seed/random.js";

/**
 * Issue 8 bar: over 1,000 random orders, platform fee + store-owner profit + supplier cost equals
 * the paid total to the cent. Lines are priced the way checkout prices them: domain/pricing's
 * cost and minimum, a percent or fixed margin on top, and a random discount code.
 */
const SEED = 8_2026;
const ORDERS = 1_000;

function randomPricing(rng: Rng): PricingInput {
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

function randomLine(rng: Rng): MoneyLine {
  const pricing = randomPricing(rng);
  const minimum = minimumPrice(pricing);
  const fixed = rng.chance(0.4);
  const margin = fixed ? rng.int(0, 4_000) / 100 : rng.int(0, 150);
  return {
    unit_price: retailFromMargin(minimum, margin, fixed),
    unit_cost: supplierCost(pricing) - pricing.ssmFee,
    unit_platform_fee: pricing.ssmFee,
    quantity: rng.int(1, 12),
  };
}

/** The same rule in BigInt arithmetic: an independent check of the rounding. */
function referenceFee(lines: readonly MoneyLine[], total: number): bigint {
  const perPiece = lines.reduce(
    (sum, l) => sum + BigInt(l.unit_platform_fee ?? 0) * BigInt(l.quantity),
    BigInt(0),
  );
  return perPiece + (BigInt(total) * BigInt(PLATFORM_FEE_BPS) + BigInt(5_000)) / BigInt(10_000);
}

describe(`order money split (seed ${SEED}, ${ORDERS} orders)`, () => {
  it("platform fee + profit + supplier cost == paid total, to the cent", () => {
    const rng = new Rng(SEED);
    for (let i = 0; i < ORDERS; i++) {
      const where = `seed ${SEED} order ${i}`;
      const lines = Array.from({ length: rng.int(1, 6) }, () => randomLine(rng));
      const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
      const discount = rng.chance(0.3) ? rng.int(0, subtotal + 500) : 0;
      const split = splitOrder(lines, { discount });

      for (const value of Object.values(split)) expect(Number.isSafeInteger(value), where).toBe(true);
      expect(split.subtotal, where).toBe(subtotal);
      expect(split.discount, where).toBe(Math.min(discount, subtotal));
      expect(split.total, where).toBe(subtotal - split.discount);
      expect(split.platform_fee + split.profit + split.supplier_cost, where).toBe(split.total);
      expect(split.supplier_cost, where).toBe(lines.reduce((s, l) => s + l.unit_cost * l.quantity, 0));
      expect(BigInt(split.platform_fee), where).toBe(referenceFee(lines, split.total));
      // Without a discount the price is at least the minimum, so the owner never loses money.
      if (split.discount === 0) expect(split.profit, where).toBeGreaterThanOrEqual(0);
    }
  });

  it("rounds the platform share half up in whole cents", () => {
    expect(shareOf(5, 1000)).toBe(1);
    expect(shareOf(4, 1000)).toBe(0);
    expect(shareOf(15, 1000)).toBe(2);
    expect(shareOf(12_345, 1000)).toBe(1_235);
    expect(shareOf(0, 1000)).toBe(0);
  });

  it("clamps a discount to the subtotal and refuses fractions of a cent", () => {
    const lines = [{ unit_price: 1_000, unit_cost: 400, quantity: 2 }];
    expect(splitOrder(lines, { discount: 5_000 })).toEqual({
      subtotal: 2_000,
      discount: 2_000,
      total: 0,
      supplier_cost: 800,
      platform_fee: 0,
      profit: -800,
    });
    expect(() => splitOrder([{ unit_price: 10.5, unit_cost: 1, quantity: 1 }])).toThrow(RangeError);
    expect(() => splitOrder([{ unit_price: 10, unit_cost: 1, quantity: 0 }])).toThrow(RangeError);
  });
});
