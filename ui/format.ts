/** Display formatting: money is integer cents shown en-US, dates MM/DD/YY. */

import { formatMoney } from "../domain/money";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "2-digit" });

/** 123450 -> "$1,234.50"; empty values show as an empty string rather than "$0.00". */
export function formatCents(cents: number | string | null | undefined): string {
  if (cents === null || cents === undefined || cents === "") return "";
  const value = Number(cents);
  return Number.isFinite(value) ? formatMoney(value) : "";
}

/** ISO timestamp -> "03/07/25" in the viewer's time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}

/** Midnight of 1 January of the current year, local time, as the ISO string the API filters on. */
export function startOfYearIso(now: Date = new Date()): string {
  return new Date(now.getFullYear(), 0, 1).toISOString();
}
