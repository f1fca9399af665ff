import { toDollars } from "../../../domain/money.js";
import { requestGroup } from "./rows.js";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** A payment row as both reports read it: the store's payout report and a payment request's report. */
export interface PaymentCsvSource {
  id: number;
  order_id: number;
  created_at: string;
  email: string | null;
  amount_for_website: number;
  amount_for_vi: number;
  goes_to: string | null;
  is_request: boolean | number;
  done: boolean | number;
}

/**
 * The columns of a payment row in a CSV, written once so the two reports cannot drift apart. A
 * request's report may span stores (a platform request), so it names each row's store.
 */
export function paymentCsvHeader(withStore: boolean): string[] {
  return [
    "Payment ID",
    "Order ID",
    "Date",
    ...(withStore ? ["Store"] : []),
    "Buyer email",
    "For store",
    "For platform",
    "Goes to",
    "Requested",
    "Done",
  ];
}

export function paymentCsvRow(p: PaymentCsvSource, store?: string): unknown[] {
  return [
    p.id,
    p.order_id,
    p.created_at,
    ...(store === undefined ? [] : [store]),
    p.email,
    toDollars(p.amount_for_website),
    toDollars(p.amount_for_vi),
    p.goes_to,
    p.is_request ? "yes" : "no",
    p.done ? "yes" : "no",
  ];
}

/** The report of the request a payment row belongs to (or of the row alone): its rows and their totals. */
export async function paymentRequestReport(
  k: Kysely<Database>,
  row: { id: number; hash: string | null },
): Promise<unknown[][]> {
  const rows = await requestGroup(k, row);
  const sum = (pick: (p: (typeof rows)[number]) => number) => rows.reduce((s, p) => s + pick(p), 0);
  const header = paymentCsvHeader(true);
  // The sums stand under their own columns, found by name so they follow the header.
  const totals: unknown[] = header.map(() => "");
  totals[0] = "Total";
  totals[header.indexOf("For store")] = toDollars(sum((p) => p.amount_for_website));
  totals[header.indexOf("For platform")] = toDollars(sum((p) => p.amount_for_vi));
  return [header, ...rows.map((p) => paymentCsvRow(p, p.website_name)), totals];
}
