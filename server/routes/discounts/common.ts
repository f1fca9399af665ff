import type { StoreRule } from "../../http/access.js";
import type { DiscountDto, DiscountStatus } from "../../../domain/contracts/discounts.js";

type Row = Omit<DiscountDto, "status">;

export function statusOf(row: Row, now: string): DiscountStatus {
  if (!row.active) return "disabled";
  if (row.starts_at > now) return "scheduled";
  if (row.ends_at !== null && row.ends_at <= now) return "expired";
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return "used_up";
  return "active";
}

export function toDto(row: Row, now = new Date().toISOString()): DiscountDto {
  return { ...row, status: statusOf(row, now) };
}

/**
 * Who manages a store's discounts: browse_discounts there; a write (`access` "write") also needs a
 * plan with discounts (else 403 with the upgrade text). Reading stays open, so a downgraded store
 * still sees its codes. Another store's discount answers 404 like a missing one.
 */
export function discountsOf(from: StoreRule["from"], access: "read" | "write" = "read"): StoreRule {
  return { right: "browse_discounts", from, ...(access === "write" ? { plan: "discounts" as const } : {}) };
}
