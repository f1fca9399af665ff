import { useMemo } from "react";
import { minimumPrice, priceBreakdown, type PricingInput } from "../../../domain/pricing";
import { useEditor } from "./EditorContext";

/**
 * The formula's inputs as the draft stands: the cheapest chosen supplier variant, the admin's
 * custom fee and the chosen print places, over what the server sent. domain/pricing.ts does the
 * rest, as the server does when it checks the save.
 */
export function usePricing() {
  const { product, draft } = useEditor();
  return useMemo(() => {
    const base = product.pricing.input;
    let cheapest = base.cheapestVariantCost;
    if (product.supplier && !product.is_custom) {
      const costs = product.supplier.variants
        .filter((v) => v.available === 1 && draft.colors.includes(v.color) && draft.sizes.includes(v.size))
        .map((v) => v.cost);
      if (costs.length > 0) cheapest = Math.min(...costs);
    }
    // A custom product's own cost lines stand in for the blank's (server/services/products).
    const custom = product.is_custom
      ? {
          cheapestVariantCost: draft.custom.cost,
          firstCustomFee: draft.custom.first_custom_fee,
          printPrice: draft.custom.second_custom_fee,
          printPriceSecond: draft.custom.third_custom_fee,
        }
      : { cheapestVariantCost: cheapest };
    const input: PricingInput = {
      ...base,
      ...custom,
      customFee: draft.custom_fee,
      areas: draft.print_areas.length,
    };
    return { input, minimum: minimumPrice(input), lines: priceBreakdown(input) };
  }, [product, draft.colors, draft.sizes, draft.custom_fee, draft.print_areas, draft.custom]);
}
