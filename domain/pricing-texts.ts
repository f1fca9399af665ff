/*
 * The pricing messages, apart from the pricing schemas so the SPA's texts can say them without
 * loading zod.
 */

export const PRICING_MSG = {
  priceRequired: "The retail price is required.",
  priceBelowMinimum: "The retail price must not be below the minimum price.",
  minimumPriceIs: "The minimum price is %{amount}.",
  marginRequired: "The margin is required.",
  marginStepFixed: "The margin must be a multiple of 0.01.",
  marginStepPercent: "The margin must be a whole number of percent.",
  minQuantity: "Minimum quantity must be at least 1.",
  customFee: "The custom fee must be at least 0.",
  colorPrice: "The color price must be at least 0.",
  colorPriceHint: "Leave this field empty if this color should have main price.",
  bulkPrice: "The bulk margin price must be at least 1.",
  bulkQuantity: "The bulk quantity must be at least 1.",
} as const;
