import type { PlanFeature } from "../domain/plans";
import { useActiveWebsite } from "../providers/activeWebsite";

/**
 * Whether the active store's plan lacks a feature (gift cards, discounts and promotions...). The
 * server refuses every write of a locked feature with the upgrade text; a screen says so first
 * and disables what would be refused.
 */
export function usePlanFeatureLocked(feature: PlanFeature): boolean {
  const { website } = useActiveWebsite();
  return website !== null && website.limits[feature] !== true;
}
