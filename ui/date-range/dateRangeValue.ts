import { localDateOnly, presetRange, type DateRange, type DateRangePreset } from "../../domain/dashboard";

/** What a DateRangeSelector holds: a preset, and for "custom" the two chosen days. */
export interface DateRangeValue {
  preset: DateRangePreset;
  custom?: DateRange;
}

/** The browser's today: presets are calendar days where the user is. */
export const todayLocal = (): string => localDateOnly(new Date());

/** The concrete days of a value on `today`; null is "all" (no bound). */
export function resolveDateRange(value: DateRangeValue, today: string = todayLocal()): DateRange | null {
  return presetRange(value.preset, today, value.custom);
}

export function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  return a === null || b === null ? a === b : a.from === b.from && a.to === b.to;
}
