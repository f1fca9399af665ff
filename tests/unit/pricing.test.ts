import { describe, expect, it } from "vitest";
import { pl as plCreator } from "../../src/i18n/areas/productCreator";
import {
  DEFAULT_MARGIN_PERCENT,
  PRICING_MSG,
  formatMoney,
  marginError,
  marginFromRetail,
  minimumPrice,
  priceBreakdown,
  pricingFieldsSchema,
  retailFromMargin,
  retailPriceError,
  priceBelowMinimumMessage,
  resayBelowMinimum,
  roundPrice,
  supplierCost,
  type PricingInput,
} from "../../domain/pricing.js";

const base: PricingInput = {
  cheapestVariantCost: 400,
  customizable: false,
  customFee: 0,
  firstCustomFee: 950,
  printPrice: 500,
  printPriceSecond: 300,
  areas: 1,
  ssmFee: 0,
  productionMargin: 1,
  websiteMargin: 1,
};

describe("minimum price", () => {
  it("adds the variant cost and the first area's print price", () => {
    expect(supplierCost(base)).toBe(900);
    expect(minimumPrice(base)).toBe(900);
  });
  it("uses the first custom fee for a customizable product, else the product's own fee", () => {
    expect(supplierCost({ ...base, customFee: 200 })).toBe(1100);
    expect(supplierCost({ ...base, customFee: 200, customizable: true })).toBe(1850);
  });
  it("charges the second-area price for each extra area and adds the ssm fee", () => {
    expect(supplierCost({ ...base, areas: 3, ssmFee: 150 })).toBe(400 + 500 + 600 + 150);
    expect(supplierCost({ ...base, areas: 0 })).toBe(400);
  });
  it("multiplies by the production and the store margin, to two decimals", () => {
    expect(minimumPrice({ ...base, productionMargin: 1.1, websiteMargin: 1.15 })).toBe(1139);
    // 333 * 1.5 = 499.5 rounds half up.
    expect(minimumPrice({ ...base, cheapestVariantCost: 333, areas: 0, productionMargin: 1.5 })).toBe(500);
  });
  it("lists the calculation line by line", () => {
    const lines = priceBreakdown({ ...base, areas: 2, ssmFee: 100, websiteMargin: 1.1 });
    expect(lines.map((l) => l.key)).toEqual([
      "variantCost",
      "printFirst",
      "printExtra",
      "ssmFee",
      "cost",
      "productionMargin",
      "websiteMargin",
      "minimum",
    ]);
    expect(lines.at(-1)).toEqual({ key: "minimum", amount: 1430 });
  });
});

describe("margins, rounding and the retail price rule", () => {
  it("turns a percentage or a fixed margin into a retail price and back", () => {
    expect(retailFromMargin(1000, DEFAULT_MARGIN_PERCENT, false)).toBe(1400);
    expect(retailFromMargin(1000, 2.5, true)).toBe(1250);
    expect(marginFromRetail(1400, 1000, false)).toBe(40);
    expect(marginFromRetail(1250, 1000, true)).toBe(2.5);
  });
  it("rounds up to .50, .95 and .99", () => {
    expect(roundPrice(1234, 50)).toBe(1250);
    expect(roundPrice(1260, 50)).toBe(1350);
    expect(roundPrice(1295, 95)).toBe(1295);
    expect(roundPrice(1200, 99)).toBe(1299);
  });
  it("requires the retail price and refuses it below the minimum", () => {
    expect(retailPriceError(null, 900)).toBe(PRICING_MSG.priceRequired);
    expect(retailPriceError(899, 900)).toBe(
      "The retail price must not be below the minimum price. The minimum price is $9.00.",
    );
    expect(retailPriceError(900, 900)).toBeNull();
  });
  it("names the minimum as money in the below-minimum message, and re-says a server's in other texts", () => {
    expect(priceBelowMinimumMessage(123456)).toBe(
      `${PRICING_MSG.priceBelowMinimum} The minimum price is $1,234.56.`,
    );
    const polish = {
      rule: plCreator.pricing_msg.priceBelowMinimum,
      minimumIs: plCreator.pricing_msg.minimumPriceIs,
    };
    expect(resayBelowMinimum(`Line 3: ${priceBelowMinimumMessage(1234)}`, polish)).toBe(
      "Line 3: Cena detaliczna nie może być niższa niż cena minimalna. Cena minimalna wynosi $12.34.",
    );
    expect(resayBelowMinimum(PRICING_MSG.priceRequired, polish)).toBeNull();
  });
  it("checks the margin step: 0.01 fixed, 1 percent", () => {
    expect(marginError(2.55, true)).toBeNull();
    expect(marginError(2.555, true)).toBe(PRICING_MSG.marginStepFixed);
    expect(marginError(40, false)).toBeNull();
    expect(marginError(40.5, false)).toBe(PRICING_MSG.marginStepPercent);
    expect(marginError(undefined, false)).toBe(PRICING_MSG.marginRequired);
  });
  it("validates min quantity, custom fee and bulk tiers with the spec's limits", () => {
    const bad = pricingFieldsSchema.safeParse({
      min_quantity: 0,
      custom_fee: -1,
      bulk_tiers: [{ quantity: 0, price: 99 }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        PRICING_MSG.minQuantity,
        PRICING_MSG.customFee,
        PRICING_MSG.bulkQuantity,
        PRICING_MSG.bulkPrice,
      ]),
    );
    expect(
      pricingFieldsSchema.safeParse({
        min_quantity: 1,
        custom_fee: 0,
        bulk_tiers: [{ quantity: 1, price: 100 }],
      }).success,
    ).toBe(true);
  });
  it("formats en-US with two decimals", () => {
    expect(formatMoney(123456)).toBe("$1,234.56");
  });
});
