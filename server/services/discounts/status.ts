import type { DiscountDto, DiscountStatus } from "../../../domain/contracts/discounts.js";

type Row = Omit<DiscountDto, "status">;

/** A discount's status at `now`: disabled, then scheduled, expired, used up, else active. */
export function statusOf(row: Row, now: string): DiscountStatus {
  if (!row.active) return "disabled";
  if (row.starts_at > now) return "scheduled";
  if (row.ends_at !== null && row.ends_at <= now) return "expired";
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return "used_up";
  return "active";
}

/** A discount as the API answers it: its row with its status. */
export function toDto(row: Row, now = new Date().toISOString()): DiscountDto {
  return { ...row, status: statusOf(row, now) };
}
