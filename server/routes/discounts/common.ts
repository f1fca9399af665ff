import type { StoreRule } from "../../http/access.js";

/**
 * Who manages a store's discounts: browse_discounts there; a write (`access` "write") also needs a
 * plan with discounts (else 403 with the upgrade text). Reading stays open, so a downgraded store
 * still sees its codes. Another store's discount answers 404 like a missing one.
 */
export function discountsOf(from: StoreRule["from"], access: "read" | "write" = "read"): StoreRule {
  return { right: "browse_discounts", from, ...(access === "write" ? { plan: "discounts" as const } : {}) };
}
