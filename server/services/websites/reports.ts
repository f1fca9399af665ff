import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { toDollars } from "../../../domain/money.js";
import { paymentCsvHeader, paymentCsvRow } from "../payouts/csv.js";

type Q = Kysely<Database>;
/** A page of a report: its lines, each a list of cells. */
export type ReportRows = unknown[][];

export const REPORTS = ["orders", "payouts"] as const;
export type Report = (typeof REPORTS)[number];
/** Rows read per query: the file streams out page by page, never held whole in memory. */
const PAGE = 1000;

export interface Range {
  from: string | null;
  /** Exclusive: the day after `to`. */
  until: string | null;
}

/** The asked days as a range of instants; a start after the end is refused. */
export function reportRange(from: string | undefined, to: string | undefined): Range {
  if (from && to && from > to) throw invalid({ from: "The start date must not be after the end date." });
  const next = to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString() : null;
  return { from: from ? `${from}T00:00:00.000Z` : null, until: next };
}

/** The store's orders, deleted ones included and marked (they stay in reports). */
async function* orderRows(k: Q, websiteId: number, range: Range): AsyncGenerator<ReportRows> {
  yield [
    ["Order ID", "Date", "Buyer", "Email", "Status", "Deleted", "Items", "Total", "Platform fee", "Profit"],
  ];
  let after = 0;
  for (;;) {
    let query = k
      .selectFrom("orders")
      .select((eb) => [
        "id",
        "created_at",
        "buyer_name",
        "buyer_email",
        "status",
        "deleted_at",
        "price",
        "platform_fee",
        "profit",
        eb
          .selectFrom("order_items")
          .select((i) => i.fn.sum<number>("quantity").as("q"))
          .whereRef("order_items.order_id", "=", "orders.id")
          .as("items"),
      ])
      .where("website_id", "=", websiteId)
      .where("id", ">", after);
    if (range.from) query = query.where("created_at", ">=", range.from);
    if (range.until) query = query.where("created_at", "<", range.until);
    const rows = await query.orderBy("id").limit(PAGE).execute();
    if (rows.length === 0) return;
    yield rows.map((o) => [
      o.id,
      o.created_at,
      o.buyer_name,
      o.buyer_email,
      o.status,
      o.deleted_at ? "yes" : "no",
      Number(o.items ?? 0),
      toDollars(o.price),
      toDollars(o.platform_fee),
      toDollars(o.profit),
    ]);
    after = rows[rows.length - 1]!.id;
  }
}

/** The split of each order between the store and the platform, and whether it was paid out. */
async function* payoutRows(k: Q, websiteId: number, range: Range): AsyncGenerator<ReportRows> {
  yield [paymentCsvHeader(false)];
  let after = 0;
  for (;;) {
    let query = k
      .selectFrom("payments")
      .innerJoin("orders", "orders.id", "payments.order_id")
      .select([
        "payments.id",
        "payments.order_id",
        "payments.created_at",
        "orders.buyer_email",
        "payments.amount_for_website",
        "payments.amount_for_vi",
        "payments.goes_to",
        "payments.is_request",
        "payments.done",
      ])
      .where("payments.website_id", "=", websiteId)
      .where("payments.id", ">", after);
    if (range.from) query = query.where("payments.created_at", ">=", range.from);
    if (range.until) query = query.where("payments.created_at", "<", range.until);
    const rows = await query.orderBy("payments.id").limit(PAGE).execute();
    if (rows.length === 0) return;
    yield rows.map((p) => paymentCsvRow({ ...p, email: p.buyer_email }));
    after = rows[rows.length - 1]!.id;
  }
}

/** One report of a store, page by page: its header line first, then its rows. */
export function storeReport(
  ctx: AppContext,
  websiteId: number,
  report: Report,
  range: Range,
): AsyncGenerator<ReportRows> {
  const k = ctx.db.kysely;
  return report === "orders" ? orderRows(k, websiteId, range) : payoutRows(k, websiteId, range);
}
