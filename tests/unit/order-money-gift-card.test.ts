import { describe, expect, it } from "vitest";
import { PLATFORM_FEE_BPS, splitOrder, type MoneyLine } from "../../domain/order-money.js";
import { minimumPrice, retailFromMargin, supplierCost, type PricingInput } from "../../domain/pricing.js";
import { Rng } from "../../server/db/seed/random.js";

/**
 * The issue 8 money bar with gift-card products in the cart: over 1,000 random orders mixing
 * goods and gift cards sold, platform fee + owner profit + supplier cost is the paid total to the
 * cent, the supplier is paid for the goods only, and a discount never comes off a gift card.
 */
const SEED = 8_2027;
const ORDERS = 1_000;
const VALUES = [1_000, 2_500, 5_000, 10_000, 25_000, 1_000_000];

function goodsLine(rng: Rng): MoneyLine {
  const pricing: PricingInput = {
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
  const fixed = rng.chance(0.4);
  return {
    unit_price: retailFromMargin(
      minimumPrice(pricing),
      fixed ? rng.int(0, 4_000) / 100 : rng.int(0, 150),
      fixed,
    ),
    unit_cost: supplierCost(pricing) - pricing.ssmFee,
    unit_platform_fee: pricing.ssmFee,
    quantity: rng.int(1, 12),
  };
}

function giftLine(rng: Rng): MoneyLine {
  const value = rng.chance(0.8) ? VALUES[rng.int(0, VALUES.length - 1)]! : rng.int(1, 1_000_000);
  return { unit_price: value, unit_cost: 0, unit_platform_fee: 0, quantity: rng.int(1, 5), gift_card: true };
}

const sum = (lines: readonly MoneyLine[], pick: (l: MoneyLine) => number) =>
  lines.reduce((s, l) => s + pick(l) * l.quantity, 0);

describe(`order money split with gift cards sold (seed ${SEED}, ${ORDERS} orders)`, () => {
  it("fee + profit + supplier cost == total; the supplier gets the goods' cost; no discount on gift cards", () => {
    const rng = new Rng(SEED);
    for (let i = 0; i < ORDERS; i++) {
      const where = `seed ${SEED} order ${i}`;
      const lines = Array.from({ length: rng.int(1, 6) }, () =>
        rng.chance(0.35) ? giftLine(rng) : goodsLine(rng),
      );
      const goods = lines.filter((l) => !l.gift_card);
      const subtotal = sum(lines, (l) => l.unit_price);
      const goodsSubtotal = sum(goods, (l) => l.unit_price);
      const requested = rng.chance(0.4) ? rng.int(0, subtotal + 500) : 0;
      const split = splitOrder(lines, { discount: requested });

      for (const value of Object.values(split)) expect(Number.isSafeInteger(value), where).toBe(true);
      expect(split.subtotal, where).toBe(subtotal);
      expect(split.discount, where).toBe(Math.min(requested, goodsSubtotal));
      expect(split.total, where).toBe(subtotal - split.discount);
      expect(split.platform_fee + split.profit + split.supplier_cost, where).toBe(split.total);
      expect(split.supplier_cost, where).toBe(sum(goods, (l) => l.unit_cost));
      const perPiece = sum(goods, (l) => l.unit_platform_fee ?? 0);
      expect(BigInt(split.platform_fee), where).toBe(
        BigInt(perPiece) + (BigInt(split.total) * BigInt(PLATFORM_FEE_BPS) + BigInt(5_000)) / BigInt(10_000),
      );
      // Gift cards always leave the owner their sale less the platform's share.
      if (goods.length === 0) expect(split.profit, where).toBe(split.total - split.platform_fee);
    }
  });

  it("sells a gift card for platform fee + owner profit only", () => {
    expect(splitOrder([{ unit_price: 5_000, unit_cost: 0, quantity: 2, gift_card: true }])).toEqual({
      subtotal: 10_000,
      discount: 0,
      total: 10_000,
      supplier_cost: 0,
      platform_fee: 1_000,
      profit: 9_000,
    });
  });

  it("refuses a supplier cost or per-piece fee on a gift card", () => {
    expect(() => splitOrder([{ unit_price: 5_000, unit_cost: 1, quantity: 1, gift_card: true }])).toThrow(
      RangeError,
    );
    expect(() =>
      splitOrder([{ unit_price: 5_000, unit_cost: 0, unit_platform_fee: 5, quantity: 1, gift_card: true }]),
    ).toThrow(RangeError);
  });
});
