import type { AppContext } from "../../context.js";
import type { DiscountStatus } from "../../../domain/contracts/discounts.js";
import { matchesAny } from "../../db/like.js";
import { countRows } from "../../db/count.js";
import { fetchPage } from "../../db/page.js";
import { DISCOUNT_COLUMNS } from "./rules.js";

export const DISCOUNT_SORTS = ["created_at", "code", "starts_at", "ends_at", "used_count"] as const;

export interface DiscountFilter {
  term?: string;
  status?: DiscountStatus;
  sort: (typeof DISCOUNT_SORTS)[number];
  order: "asc" | "desc";
}

/**
 * One page of a store's discounts with the total: the term matches code or title; the status is
 * worked out in SQL at `now` the same way statusOf does per row.
 */
export async function discountsPage(
  ctx: AppContext,
  websiteId: number,
  q: DiscountFilter,
  now: string,
  page: number,
  perPage: number,
) {
  let base = ctx.db.kysely.selectFrom("discounts").where("website_id", "=", websiteId);
  if (q.term) {
    base = base.where(matchesAny<"discounts">(["code", "title"], q.term));
  }
  const live = (b: typeof base) =>
    b
      .where("active", "=", 1)
      .where("starts_at", "<=", now)
      .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]));
  if (q.status === "disabled") base = base.where("active", "=", 0);
  else if (q.status === "scheduled") base = base.where("active", "=", 1).where("starts_at", ">", now);
  else if (q.status === "expired")
    base = base.where("active", "=", 1).where("starts_at", "<=", now).where("ends_at", "<=", now);
  else if (q.status === "used_up")
    base = live(base).where("usage_limit", "is not", null).whereRef("used_count", ">=", "usage_limit");
  else if (q.status === "active")
    base = live(base).where((eb) =>
      eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]),
    );
  return fetchPage(
    page,
    perPage,
    (limit, offset) =>
      base
        .select(DISCOUNT_COLUMNS)
        .orderBy(q.sort, q.order)
        .orderBy("id", q.order)
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(base),
  );
}
