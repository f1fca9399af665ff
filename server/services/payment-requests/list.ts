import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { countRows } from "../../db/count.js";
import { paymentRows, selectPaymentRow, toPaymentDto } from "../payouts/rows.js";

import { PAYMENT_SORTS } from "../../../domain/list-sorts.js";

export interface PaymentRowFilter {
  /** One store's rows; null for every store (platform admins). */
  websiteId: number | null;
  is_request?: number;
  done?: number;
  /** Only the rows not done yet. */
  undone?: boolean;
  hash?: string;
  sort: (typeof PAYMENT_SORTS)[number];
  order: "asc" | "desc";
}

/** The filtered payment rows: a page of them at `limit`/`offset`, and their number. */
export function filteredPaymentRows(k: Kysely<Database>, filter: PaymentRowFilter) {
  let base = paymentRows(k);
  if (filter.websiteId !== null) base = base.where("payments.website_id", "=", filter.websiteId);
  if (filter.is_request !== undefined) base = base.where("payments.is_request", "=", filter.is_request);
  if (filter.done !== undefined) base = base.where("payments.done", "=", filter.done);
  if (filter.undone) base = base.where("payments.done", "=", 0);
  if (filter.hash) base = base.where("payments.hash", "=", filter.hash);
  return {
    rows: async (limit: number, offset: number) =>
      (
        await selectPaymentRow(base)
          .orderBy(`payments.${filter.sort}`, filter.order)
          .orderBy("payments.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute()
      ).map(toPaymentDto),
    count: () => countRows(base),
  };
}

/** Each request (rows sharing a hash) of `hashes`, summed over all of its rows. */
export async function requestGroups(k: Kysely<Database>, hashes: readonly string[]) {
  if (hashes.length === 0) return [];
  const groups = await k
    .selectFrom("payments")
    .innerJoin("websites", "websites.id", "payments.website_id")
    .select((eb) => [
      "payments.hash",
      // A request holds one store's rows (makeRequest), so these are that store.
      eb.fn.min<number>("payments.website_id").as("website_id"),
      eb.fn.min<string>("websites.name").as("website_name"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("payments.amount_for_website").as("amount_for_website"),
      eb.fn.sum<number>("payments.amount_for_vi").as("amount_for_vi"),
      eb.fn.min<number>("payments.done").as("done"),
      eb.fn.max<string | null>("payments.requested_at").as("requested_at"),
      eb.fn.max<string>("payments.created_at").as("created_at"),
      eb.fn.max<string | null>("payments.link").as("link"),
      eb.fn.min<number>("payments.id").as("first_id"),
    ])
    .where("payments.hash", "in", hashes)
    .groupBy("payments.hash")
    .execute();
  return groups.map((g) => ({
    hash: g.hash ?? "",
    website_id: Number(g.website_id),
    website_name: g.website_name,
    count: Number(g.count),
    amount_for_website: Number(g.amount_for_website),
    amount_for_vi: Number(g.amount_for_vi),
    done: Number(g.done),
    requested_at: g.requested_at,
    created_at: g.created_at,
    link: g.link,
    first_id: Number(g.first_id),
  }));
}
