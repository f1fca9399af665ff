import type { AppContext } from "../../context.js";
import type { DiscountDto, DiscountStatus } from "../../../domain/contracts/discounts.js";
import type { Page } from "../../../domain/contracts/page.js";
import { nowIso } from "../../db/json.js";
import { matchesAny } from "../../db/like.js";
import { pageOfQuery } from "../../db/page.js";
import { DISCOUNT_COLUMNS } from "./rules.js";
import { statusIs, toDto } from "./status.js";

export const DISCOUNT_SORTS = ["created_at", "code", "starts_at", "ends_at", "used_count"] as const;

export interface DiscountFilter {
  term?: string;
  status?: DiscountStatus;
  sort: (typeof DISCOUNT_SORTS)[number];
  order: "asc" | "desc";
}

/**
 * One page of a store's discounts as the API answers them, with the total: the term matches code or
 * title; the status is worked out in SQL now, the same way each row's status is.
 */
export async function discountsPage(
  ctx: AppContext,
  websiteId: number,
  q: DiscountFilter,
  page: number,
  perPage: number,
): Promise<Page<DiscountDto>> {
  const now = nowIso();
  let base = ctx.db.kysely.selectFrom("discounts").where("website_id", "=", websiteId);
  if (q.term) base = base.where(matchesAny<"discounts">(["code", "title"], q.term));
  if (q.status) base = base.where(statusIs(q.status, now));
  const found = await pageOfQuery(
    base,
    (filtered) => filtered.select(DISCOUNT_COLUMNS).orderBy(q.sort, q.order).orderBy("id", q.order),
    page,
    perPage,
  );
  return { ...found, data: found.data.map((row) => toDto(row, now)) };
}
