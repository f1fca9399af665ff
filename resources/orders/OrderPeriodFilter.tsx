import { useState } from "react";
import { Box } from "@mui/material";
import { useListFilterContext } from "react-admin";
import { DateRangeSelector } from "../../custom-pages/dashboard/DateRangeSelector";
import { resolveDateRange, type DateRangeValue } from "../../custom-pages/dashboard/dateRangeValue";

/** Local calendar days -> the ISO bounds the API filters created_at by. */
function bounds(value: DateRangeValue): { created_at_gte?: string; created_at_lte?: string } {
  const range = resolveDateRange(value);
  if (!range) return {};
  return {
    created_at_gte: new Date(`${range.from}T00:00:00`).toISOString(),
    created_at_lte: new Date(`${range.to}T23:59:59.999`).toISOString(),
  };
}

/** The shared date-range selector as a list filter: it sets created_at_gte and created_at_lte together. */
export const OrderPeriodFilter = (_props: { source: string; alwaysOn?: boolean }) => {
  const { filterValues, setFilters, displayedFilters } = useListFilterContext();
  const [value, setValue] = useState<DateRangeValue>({ preset: "all" });
  const change = (next: DateRangeValue) => {
    setValue(next);
    const rest = { ...(filterValues as Record<string, unknown>) };
    delete rest.created_at_gte;
    delete rest.created_at_lte;
    setFilters({ ...rest, ...bounds(next) }, displayedFilters);
  };
  return (
    <Box sx={{ mb: 0.5, alignSelf: "center" }}>
      <DateRangeSelector value={value} onChange={change} />
    </Box>
  );
};
