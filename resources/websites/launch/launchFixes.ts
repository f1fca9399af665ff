import type { LaunchRequirement } from "../../../domain/stores";

/**
 * Where each launch requirement is fixed: the address in the General tab of the store settings,
 * the payment account in their Payments tab, and a published product in the product list.
 */
export function launchFixPath(requirement: LaunchRequirement, websiteId: number): string {
  switch (requirement) {
    case "address":
      return `/websites/${websiteId}?tab=general`;
    case "payments":
      return `/websites/${websiteId}?tab=payments`;
    case "product":
      return "/Product";
  }
}

export function isLaunchRequirement(value: unknown): value is LaunchRequirement {
  return value === "address" || value === "payments" || value === "product";
}
