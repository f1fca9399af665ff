import { describe, expect, it } from "vitest";
import { applicationFee, splitOrder } from "../../domain/order-money.js";
import { pieceShares } from "../../domain/pricing.js";
import { Rng } from "../../server/demo/random.js";
import { bigSum, randomGoodsLine } from "./random-lines.js";

/**
 * Issue 8 bar: over 1,000 random orders, platform fee + store-owner profit + supplier cost equals
 * the paid total to the cent. Lines are priced the way checkout prices them: domain/pricing's
 * minimum and its supplier and platform shares, a percent or fixed margin on top, and a random
 * discount code.
 */
const SEED = 8_2026;
const ORDERS = 1_000;

describe(`order money split (seed ${SEED}, ${ORDERS} orders)`, () => {
  it("platform fee + profit + supplier cost == paid total, to the cent", () => {
    const rng = new Rng(SEED);
    for (let i = 0; i < ORDERS; i++) {
      const where = `seed ${SEED} order ${i}`;
      const lines = Array.from({ length: rng.int(1, 6) }, () => randomGoodsLine(rng));
      const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
      const discount = rng.chance(0.3) ? rng.int(0, subtotal + 500) : 0;
      const split = splitOrder(lines, { discount });

      for (const value of Object.values(split)) expect(Number.isSafeInteger(value), where).toBe(true);
      expect(split.subtotal, where).toBe(subtotal);
      expect(split.discount, where).toBe(Math.min(discount, subtotal));
      expect(split.total, where).toBe(subtotal - split.discount);
      expect(split.platform_fee + split.profit + split.supplier_cost, where).toBe(split.total);
      expect(split.supplier_cost, where).toBe(lines.reduce((s, l) => s + l.unit_cost * l.quantity, 0));
      expect(BigInt(split.platform_fee), where).toBe(bigSum(lines, (l) => l.unit_platform_fee));
      // The owner's profit is what the prices add above the minimum (the pricing card's "your
      // profit"), less the discount: never negative without one.
      expect(BigInt(split.profit), where).toBe(
        bigSum(lines, (l) => l.unit_price - l.minimum) - BigInt(split.discount),
      );
      if (split.discount === 0) expect(split.profit, where).toBeGreaterThanOrEqual(0);
      // The platform's share covers at least every ssm fee and is never negative.
      expect(split.platform_fee, where).toBeGreaterThanOrEqual(0);
    }
  });

  it("splits a piece at its minimum into supplier cost and the platform's fee and margins", () => {
    // Cost line 10.00 + 4.50 print + 0.50 ssm = 15.00; x 1.2 x 1.1 = 19.80.
    const shares = pieceShares({
      cheapestVariantCost: 1_000,
      customizable: false,
      customFee: 0,
      firstCustomFee: 0,
      printPrice: 450,
      printPriceSecond: 0,
      areas: 1,
      ssmFee: 50,
      productionMargin: 1.2,
      websiteMargin: 1.1,
    });
    expect(shares).toEqual({ supplier: 1_450, platform: 530, minimum: 1_980 });
    const split = splitOrder([
      { unit_price: 2_500, unit_cost: shares.supplier, unit_platform_fee: shares.platform, quantity: 2 },
    ]);
    expect(split).toMatchObject({ total: 5_000, supplier_cost: 2_900, platform_fee: 1_060, profit: 1_040 });
  });

  it("keeps for the platform what pays the supplier and itself, never more than was charged", () => {
    const split = splitOrder([{ unit_price: 2_500, unit_cost: 1_450, unit_platform_fee: 530, quantity: 2 }]);
    expect(applicationFee(split, 5_000)).toBe(3_960);
    expect(applicationFee(split, 1_000)).toBe(1_000);
    const deep = splitOrder([{ unit_price: 100, unit_cost: 0, unit_platform_fee: 0, quantity: 1 }], {
      discount: 100,
    });
    expect(applicationFee(deep, 0)).toBe(0);
  });

  it("clamps a discount to the subtotal and refuses fractions of a cent", () => {
    const lines = [{ unit_price: 1_000, unit_cost: 400, unit_platform_fee: 100, quantity: 2 }];
    expect(splitOrder(lines, { discount: 5_000 })).toEqual({
      subtotal: 2_000,
      discount: 2_000,
      total: 0,
      supplier_cost: 800,
      platform_fee: 200,
      profit: -1_000,
    });
    expect(() => splitOrder([{ unit_price: 10.5, unit_cost: 1, unit_platform_fee: 0, quantity: 1 }])).toThrow(
      RangeError,
    );
    expect(() => splitOrder([{ unit_price: 10, unit_cost: 1, unit_platform_fee: 0, quantity: 0 }])).toThrow(
      RangeError,
    );
  });
});
