import type { BucketUnit } from "../domain/dashboard";

/** Numbers and buckets as the dashboard shows them. Money stays en-US, dates follow the UI language. */

const count = new Intl.NumberFormat("en-US");
const compactMoney = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const compactCount = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

export const formatCount = (value: number): string => count.format(value);
export const formatCountTick = (value: number): string => compactCount.format(value);
/** Axis ticks: "$1.2K" from 120000 cents. */
export const formatCentsTick = (cents: number): string => compactMoney.format(cents / 100);

/** "2026-03" -> a UTC date, so no time zone moves a bucket into its neighbour. */
function bucketDate(key: string): Date {
  const [y, m = 1, d = 1] = key.split("-").map(Number) as [number, number?, number?];
  return new Date(Date.UTC(y, m - 1, d));
}

const SHORT: Record<BucketUnit, Intl.DateTimeFormatOptions> = {
  day: { month: "short", day: "numeric", timeZone: "UTC" },
  month: { month: "short", timeZone: "UTC" },
  year: { year: "numeric", timeZone: "UTC" },
};
const LONG: Record<BucketUnit, Intl.DateTimeFormatOptions> = {
  day: { weekday: "short", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" },
  month: { month: "long", year: "numeric", timeZone: "UTC" },
  year: { year: "numeric", timeZone: "UTC" },
};

/**
 * Axis and tooltip labels of the API's bucket keys. Months spanning more than one year carry a
 * two-digit year ("Jan 25"), otherwise twelve "Jan" labels would be ambiguous.
 */
export function bucketLabels(keys: readonly string[], unit: BucketUnit, locale: string) {
  const multiYear = unit === "month" && keys.length > 0 && keys[0]!.slice(0, 4) !== keys.at(-1)!.slice(0, 4);
  const short = new Intl.DateTimeFormat(
    locale,
    multiYear ? { month: "short", year: "2-digit", timeZone: "UTC" } : SHORT[unit],
  );
  const long = new Intl.DateTimeFormat(locale, LONG[unit]);
  return {
    labels: keys.map((key) => short.format(bucketDate(key))),
    fullLabels: keys.map((key) => long.format(bucketDate(key))),
  };
}

/** "Jan 1 – Dec 31, 2026" for the header's range line. */
export function formatRange(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return from === to ? format.format(bucketDate(from)) : format.formatRange(bucketDate(from), bucketDate(to));
}

/** A created_at timestamp as a short local date ("Nov 10, 2026"). */
export function formatDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric" }).format(date);
}
