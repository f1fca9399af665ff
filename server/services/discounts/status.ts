import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import type { DiscountDto, DiscountStatus } from "../../../domain/contracts/discounts.js";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

type Row = Omit<DiscountDto, "status">;

/** A discount's status at `now`: disabled, then scheduled, expired, used up, else active. */
export function statusOf(row: Row, now: string): DiscountStatus {
  if (!row.active) return "disabled";
  if (row.starts_at > now) return "scheduled";
  if (row.ends_at !== null && row.ends_at <= now) return "expired";
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return "used_up";
  return "active";
}

/**
 * statusOf in SQL, for the lists that filter by status (the discount route and BREAD's): written
 * beside it so the two cannot drift, with qualified columns so typed and untyped queries take it.
 */
export function statusIs(status: DiscountStatus, now: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "discounts">();
  if (status === "disabled") return eb("discounts.active", "=", 0);
  if (status === "scheduled")
    return eb.and([eb("discounts.active", "=", 1), eb("discounts.starts_at", ">", now)]);
  const started = [eb("discounts.active", "=", 1), eb("discounts.starts_at", "<=", now)];
  if (status === "expired") return eb.and([...started, eb("discounts.ends_at", "<=", now)]);
  const live = [...started, eb.or([eb("discounts.ends_at", "is", null), eb("discounts.ends_at", ">", now)])];
  if (status === "used_up") {
    return eb.and([
      ...live,
      eb("discounts.usage_limit", "is not", null),
      eb("discounts.used_count", ">=", eb.ref("discounts.usage_limit")),
    ]);
  }
  return eb.and([
    ...live,
    eb.or([
      eb("discounts.usage_limit", "is", null),
      eb("discounts.used_count", "<", eb.ref("discounts.usage_limit")),
    ]),
  ]);
}

/** A discount as the API answers it: its row with its status. */
export function toDto(row: Row, now = nowIso()): DiscountDto {
  return { ...row, status: statusOf(row, now) };
}
