import { useLocaleState } from "react-admin";
import { BUCKET_KEY_LENGTH } from "../../domain/dashboard";
import { bucketLabels } from "../../ui/statsFormat";
import { todayLocal } from "../../ui/date-range/dateRangeValue";
import { useStats } from "./StatsContext";

/**
 * Axis and tooltip labels for the current answer's buckets (its unit: day, month or year), and
 * `elapsed`, which cuts a series at today: the rest of this year has no numbers yet, and a line
 * falling to zero in December would say otherwise.
 */
export function useBucketLabels(keys: readonly string[]) {
  const [locale] = useLocaleState();
  const { stats } = useStats();
  const unit = stats?.range.unit ?? "month";
  const todayKey = todayLocal().slice(0, BUCKET_KEY_LENGTH[unit]);
  const count = keys.filter((key) => key <= todayKey).length;
  return {
    ...bucketLabels(keys, unit, locale),
    elapsed: (values: readonly number[]) => values.slice(0, count),
  };
}
