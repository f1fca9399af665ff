import { Box } from "@mui/material";
import { useListFilterContext } from "react-admin";
import { DateRangeSelector } from "../../ui/date-range/DateRangeSelector";
import type { DateRangeValue } from "../../ui/date-range/dateRangeValue";
import { periodBounds, periodFromFilter, type PeriodFilter } from "./periodValue";

/**
 * The shared date-range selector as a list filter: it sets created_at_gte and created_at_lte
 * together, and shows whatever the list's filter holds (the list keeps it in its store).
 */
export const OrderPeriodFilter = (_props: { source: string; alwaysOn?: boolean }) => {
  const { filterValues, setFilters, displayedFilters } = useListFilterContext();
  const current = filterValues as Record<string, unknown> & PeriodFilter;
  const value = periodFromFilter(current);
  const change = (next: DateRangeValue) => {
    const rest = { ...current };
    delete rest.created_at_gte;
    delete rest.created_at_lte;
    setFilters({ ...rest, ...periodBounds(next) }, displayedFilters);
  };
  return (
    <Box sx={{ mb: 0.5, alignSelf: "center" }}>
      <DateRangeSelector value={value} onChange={change} />
    </Box>
  );
};
