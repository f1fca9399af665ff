import { describe, expect, it } from "vitest";
import { splitOrder } from "../../domain/order-money.js";
import { offeredTiers, pieceShares, tierUnitPrice, type BulkTier } from "../../domain/pricing.js";
import { Rng } from "../../server/demo/random.js";
import { randomPricing } from "./random-lines.js";

const SEED = Number(process.env.TIERS_SEED ?? 20261125);
const CASES = 500;

describe("tierUnitPrice", () => {
  const tiers: BulkTier[] = [
    { quantity: 25, price: 1500 },
    { quantity: 10, price: 1800 },
  ];

  it("picks the largest tier the quantity reaches, else the base price", () => {
    expect(tierUnitPrice(2000, tiers, 1)).toBe(2000);
    expect(tierUnitPrice(2000, tiers, 9)).toBe(2000);
    expect(tierUnitPrice(2000, tiers, 10)).toBe(1800);
    expect(tierUnitPrice(2000, tiers, 24)).toBe(1800);
    expect(tierUnitPrice(2000, tiers, 25)).toBe(1500);
    expect(tierUnitPrice(2000, [], 100)).toBe(2000);
  });

  it("never raises the price: a tier above the base or above a smaller tier is no offer", () => {
    expect(tierUnitPrice(1700, tiers, 10)).toBe(1700);
    expect(offeredTiers(1700, tiers)).toEqual([{ quantity: 25, price: 1500 }]);
    const odd = [
      { quantity: 10, price: 1500 },
      { quantity: 20, price: 1600 },
    ];
    expect(tierUnitPrice(2000, odd, 20)).toBe(1500);
    expect(offeredTiers(2000, odd)).toEqual([{ quantity: 10, price: 1500 }]);
  });
});

describe("tiers, property (seeded)", () => {
  it("agree with the offers shown, only lower the price as quantity grows, and keep the split exact", () => {
    const rng = new Rng(SEED);
    for (let n = 0; n < CASES; n++) {
      const shares = pieceShares(randomPricing(rng));
      const base = shares.minimum + rng.int(0, 3_000);
      // Tiers as the editor saves them: never below the minimum price.
      const tiers = Array.from({ length: rng.int(0, 4) }, () => ({
        quantity: rng.int(1, 60),
        price: shares.minimum + rng.int(0, base - shares.minimum + 500),
      }));
      const offered = offeredTiers(base, tiers);
      let previous = base;
      for (let quantity = 1; quantity <= 70; quantity++) {
        const unit = tierUnitPrice(base, tiers, quantity);
        const label = `seed ${SEED} case ${n} quantity ${quantity}`;
        // The price the page promises for this quantity ("Buy N+ for $X each").
        const promised = offered.filter((t) => t.quantity <= quantity).at(-1)?.price ?? base;
        expect(unit, label).toBe(promised);
        expect(unit, label).toBeLessThanOrEqual(previous);
        expect(unit, label).toBeGreaterThanOrEqual(shares.minimum);
        previous = unit;
        const split = splitOrder([
          { unit_price: unit, unit_cost: shares.supplier, unit_platform_fee: shares.platform, quantity },
        ]);
        expect(split.supplier_cost + split.platform_fee + split.profit, label).toBe(split.total);
        expect(split.profit, label).toBe((unit - shares.minimum) * quantity);
      }
    }
  });
});
