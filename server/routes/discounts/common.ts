import { z } from "zod";
import type { StoreRule } from "../../http/access.js";
import { DISCOUNT_KINDS, DISCOUNT_SCOPES } from "../../../domain/discounts.js";

export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "disabled", "used_up"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const discountDto = z.object({
  id: z.number(),
  website_id: z.number(),
  code: z.string(),
  title: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().describe("whole percent (percentage) or cents (fixed)"),
  minimum_order: z.number().describe("cents; 0 means none"),
  usage_limit: z.number().nullable().describe("total uses; null is unlimited"),
  once_per_customer: z.number(),
  used_count: z.number(),
  applies_to: z.enum(DISCOUNT_SCOPES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  active: z.number(),
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountDto = z.infer<typeof discountDto>;
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
