import { describe, expect, it } from "vitest";
import { splitOrder, type MoneyLine } from "../../domain/order-money.js";
import { Rng } from "../../server/demo/random.js";
import { bigSum, randomGoodsLine } from "./random-lines.js";

/**
 * The order money bar with gift-card products in the cart: over 1,000 random orders mixing
 * goods and gift cards sold, platform fee + owner profit + supplier cost is the paid total to the
 * cent, the supplier is paid for the goods only, and a discount never comes off a gift card.
 */
const SEED = 8_2027;
const ORDERS = 1_000;
const VALUES = [1_000, 2_500, 5_000, 10_000, 25_000, 1_000_000];

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
        rng.chance(0.35) ? giftLine(rng) : randomGoodsLine(rng),
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
      // The platform takes its share of the goods only: a gift card's is taken when it is spent.
      expect(BigInt(split.platform_fee), where).toBe(bigSum(goods, (l) => l.unit_platform_fee));
      if (goods.length === 0) expect(split.profit, where).toBe(split.total);
    }
  });

  it("sells a gift card for the owner only: the platform's share comes when it buys goods", () => {
    expect(
      splitOrder([{ unit_price: 5_000, unit_cost: 0, unit_platform_fee: 0, quantity: 2, gift_card: true }]),
    ).toEqual({
      subtotal: 10_000,
      discount: 0,
      total: 10_000,
      supplier_cost: 0,
      platform_fee: 0,
      profit: 10_000,
    });
  });

  it("refuses a supplier cost or per-piece fee on a gift card", () => {
    expect(() =>
      splitOrder([{ unit_price: 5_000, unit_cost: 1, unit_platform_fee: 0, quantity: 1, gift_card: true }]),
    ).toThrow(RangeError);
    expect(() =>
      splitOrder([{ unit_price: 5_000, unit_cost: 0, unit_platform_fee: 5, quantity: 1, gift_card: true }]),
    ).toThrow(RangeError);
  });
});
