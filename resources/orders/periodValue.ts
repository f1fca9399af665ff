import { DATE_RANGE_PRESETS, localDateOnly } from "../../domain/dashboard";
import {
  resolveDateRange,
  sameRange,
  todayLocal,
  type DateRangeValue,
} from "../../ui/date-range/dateRangeValue";

export interface PeriodFilter {
  created_at_gte?: string;
  created_at_lte?: string;
}

/** Local calendar days -> the ISO bounds the API filters created_at by. */
export function periodBounds(value: DateRangeValue): PeriodFilter {
  const range = resolveDateRange(value);
  if (!range) return {};
  return {
    created_at_gte: new Date(`${range.from}T00:00:00`).toISOString(),
    created_at_lte: new Date(`${range.to}T23:59:59.999`).toISOString(),
  };
}

function localDay(iso: unknown): string | null {
  if (typeof iso !== "string" || iso === "") return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : localDateOnly(date);
}

/**
 * The selector's value read back from the list's filter, so it shows what the list is filtered by
 * after a reload or a visit elsewhere: the preset whose days these are today, else the two days
 * as a custom range; no bounds is "all".
 */
export function periodFromFilter(filter: PeriodFilter, today: string = todayLocal()): DateRangeValue {
  const from = localDay(filter.created_at_gte);
  const to = localDay(filter.created_at_lte);
  if (from === null && to === null) return { preset: "all" };
  const range = { from: from ?? to!, to: to ?? from! };
  const preset = DATE_RANGE_PRESETS.find(
    (p) => p !== "custom" && p !== "all" && sameRange(resolveDateRange({ preset: p }, today), range),
  );
  return preset ? { preset } : { preset: "custom", custom: range };
}
