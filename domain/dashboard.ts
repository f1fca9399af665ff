/**
 * Dashboard rules shared by the server's statistics call and the SPA's selectors: the period and
 * date-range presets, and the chart buckets. Pure calendar arithmetic on "YYYY-MM-DD" strings, so
 * the server (UTC) and the browser (the user's local "today") get the same ranges for the same day.
 */

/** A calendar day, "YYYY-MM-DD". */
export type DateOnly = string;

/** Both ends inclusive. `null` everywhere below means "All": no bound at all. */
export interface DateRange {
  from: DateOnly;
  to: DateOnly;
}

export type BucketUnit = "day" | "month" | "year";

/** The dashboard's list sizes and name cuts. */
export const DASHBOARD_LIMITS = {
  mostSellingStores: 4,
  bestsellers: 3,
  newlyCreated: 5,
  mostViewed: 5,
  newProductNameMax: 40,
  bestsellerNameMax: 20,
} as const;

/** The label of the fifth "most selling stores" slice. */
export const OTHERS_LABEL = "Others";

/** How many characters of created_at name a bucket: substr(created_at, 1, n) on both engines. */
export const BUCKET_KEY_LENGTH: Record<BucketUnit, number> = { day: 10, month: 7, year: 4 };

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toMs(day: DateOnly): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromMs(ms: number): DateOnly {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: DateOnly, days: number): DateOnly {
  return fromMs(toMs(day) + days * DAY_MS);
}

/** The calendar day of `date` in the local time zone (the browser's "today"). */
export function localDateOnly(date: Date): DateOnly {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day of `date` in UTC (the server's "today"; timestamps are stored in UTC). */
export function utcDateOnly(date: Date): DateOnly {
  return date.toISOString().slice(0, 10);
}

function yearRange(year: number): DateRange {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

function monthRange(year: number, month: number): DateRange {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 1) - DAY_MS;
  return { from: fromMs(first), to: fromMs(last) };
}

// ---------------------------------------------------------------------------------------------
// Period presets: the last three calendar years, plus All.

export interface PeriodPreset {
  /** "2026" for a year, "all" for everything. */
  key: string;
  /** As the spec writes them: "01.2026-12.2026", "All". */
  label: string;
  range: DateRange | null;
}

export const ALL_PERIOD = "all";

/** Oldest year first, as the spec lists them, then All. */
export function periodPresets(today: DateOnly): PeriodPreset[] {
  const year = Number(today.slice(0, 4));
  const years = [year - 2, year - 1, year].map((y) => ({
    key: String(y),
    label: `01.${y}-12.${y}`,
    range: yearRange(y),
  }));
  return [...years, { key: ALL_PERIOD, label: "All", range: null }];
}

/** The default period is the current year. */
export function defaultPeriod(today: DateOnly): PeriodPreset {
  const year = today.slice(0, 4);
  return periodPresets(today).find((p) => p.key === year) as PeriodPreset;
}

// ---------------------------------------------------------------------------------------------
// Date-range selector presets.

export const DATE_RANGE_PRESETS = [
  "today",
  "yesterday",
  "current_week",
  "last_week",
  "current_month",
  "last_month",
  "last_7_days",
  "last_30_days",
  "last_90_days",
  "current_year",
  "last_year",
  "custom",
  "all",
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Weeks start on Monday (ISO 8601), as in the European locales the product serves. */
function weekStart(day: DateOnly): DateOnly {
  const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The range a preset stands for on `today`. "custom" returns the given range (ordered), "all"
 * returns null. "Last N days" includes today, so "last 7 days" is today and the six days before.
 */
export function presetRange(preset: DateRangePreset, today: DateOnly, custom?: DateRange): DateRange | null {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case "current_week":
      return { from: weekStart(today), to: addDays(weekStart(today), 6) };
    case "last_week": {
      const start = addDays(weekStart(today), -7);
      return { from: start, to: addDays(start, 6) };
    }
    case "current_month":
      return monthRange(year, month);
    case "last_month":
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case "last_7_days":
      return { from: addDays(today, -6), to: today };
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
    case "last_90_days":
      return { from: addDays(today, -89), to: today };
    case "current_year":
      return yearRange(year);
    case "last_year":
      return yearRange(year - 1);
    case "custom":
      if (!custom) return null;
      return custom.from <= custom.to ? custom : { from: custom.to, to: custom.from };
    case "all":
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Chart buckets.

function monthsBetween(range: DateRange): number {
  const [fy, fm] = range.from.split("-").map(Number) as [number, number];
  const [ty, tm] = range.to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * Days for a range of up to a month (a week shows 7 bars, not one), months up to three years
 * (a calendar year is the spec's 12 monthly buckets), years beyond.
 */
export function bucketUnit(range: DateRange): BucketUnit {
  const days = (toMs(range.to) - toMs(range.from)) / DAY_MS + 1;
  if (days <= 31) return "day";
  return monthsBetween(range) <= 36 ? "month" : "year";
}

/** Every bucket key of the range in order: "2026-06-15", "2026-06" or "2026" (a created_at prefix). */
export function bucketKeys(range: DateRange, unit: BucketUnit = bucketUnit(range)): string[] {
  const keys: string[] = [];
  if (unit === "day") {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  if (unit === "year") {
    for (let y = Number(range.from.slice(0, 4)); y <= Number(range.to.slice(0, 4)); y++) keys.push(String(y));
    return keys;
  }
  let [y, m] = range.from.split("-").map(Number) as [number, number];
  for (let n = monthsBetween(range); n > 0; n--) {
    keys.push(`${y}-${String(m).padStart(2, "0")}`);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return keys;
}

/** The half-open instant bounds of a range, to compare with ISO created_at text. */
export function rangeBounds(range: DateRange): { start: string; end: string } {
  return { start: `${range.from}T00:00:00.000Z`, end: `${addDays(range.to, 1)}T00:00:00.000Z` };
}

/** Names cut to 40 characters in dashboard lists and 20 in bestsellers. */
export function cutName(name: string, max: number): string {
  return name.length > max ? name.slice(0, max) : name;
}

/** Texts of the statistics call's input errors (the spec gives none; its SPA toast is 'We couldn't get statistics'). */
export const DASHBOARD_MSG = {
  badDate: "Dates must be written as YYYY-MM-DD.",
  badRange: "The start date must not be after the end date.",
  badStatus: "The status filter value is invalid.",
  badStores: "The filterWebsites value must be a list of store ids.",
} as const;
