import { useActiveWebsite } from "../../../providers/activeWebsite";

/**
 * Promotions belong to the plan's "discounts and promotions" feature: without it in the active
 * store's limits the server refuses every write with the upgrade text, so the page says so first.
 */
export function usePromotionsLocked(): boolean {
  const { website } = useActiveWebsite();
  return website !== null && website.limits.discounts !== true;
}
