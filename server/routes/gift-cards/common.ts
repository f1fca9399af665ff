import type { StoreRule } from "../../http/access.js";

/** Who manages a store's gift cards: browse_discounts, on a plan that includes gift cards. */
export function giftCardsOf(from: StoreRule["from"], missing?: string): StoreRule {
  return { right: "browse_discounts", plan: "giftcards", from, ...(missing ? { missing } : {}) };
}
