import { Box, LinearProgress, Stack } from "@mui/material";
import { DashboardFiltersProvider, useDashboardFilters } from "./DashboardFilters";
import { DateRangeSelector } from "../../ui/date-range/DateRangeSelector";
import { PeriodPresets } from "./PeriodPresets";
import { useStats } from "./StatsContext";
import { StatusSelect } from "./StatusSelect";

export { DashboardFiltersProvider };

/** Period buttons, the date-range selector, the status filter, and a bar while new numbers load. */
export const DashboardToolbar = () => {
  const { range, setRange } = useDashboardFilters();
  const { isRefreshing } = useStats();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} alignItems="center">
        <PeriodPresets />
        <DateRangeSelector value={range} onChange={setRange} />
        <Box sx={{ flex: 1, display: { xs: "none", md: "block" } }} />
        <StatusSelect />
      </Stack>
      <LinearProgress
        aria-hidden={!isRefreshing}
        sx={{ height: 2, borderRadius: 1, visibility: isRefreshing ? "visible" : "hidden" }}
      />
    </Stack>
  );
};
