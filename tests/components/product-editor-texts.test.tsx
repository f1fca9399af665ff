import { describe, expect, it } from "vitest";
import { PRICING_MSG } from "../../domain/pricing";
import { VARIANT_MSG } from "../../domain/variants";
import { en, pl } from "../../src/i18n/areas/productEditor";

/** The area file writes the server's texts out (no zod in the first download): they must stay equal. */
describe("product editor texts", () => {
  it("match the domain's messages", () => {
    expect(en.dialog.select_color).toBe(VARIANT_MSG.selectColor);
    expect(en.dialog.select_size).toBe(VARIANT_MSG.selectSize);
    expect(en.dialog.not_found).toBe(VARIANT_MSG.supplierVariantNotFound);
    expect(en.dialog.no_smake).toBe(VARIANT_MSG.noSupplierId);
    expect(en.dialog.select_both).toBe(VARIANT_MSG.selectSizesAndColors);
    expect(en.pricing.price_required).toBe(PRICING_MSG.priceRequired);
    expect(en.colors.price_hint).toBe(PRICING_MSG.colorPriceHint);
  });
  it("has every key in Polish", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === "object" && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(pl)).toEqual(keys(en));
  });
});
