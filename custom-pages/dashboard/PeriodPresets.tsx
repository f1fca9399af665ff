import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslate } from "react-admin";
import { ALL_PERIOD, periodPresets, type PeriodPreset } from "../../domain/dashboard";
import { useDashboardFilters } from "./DashboardFilters";
import { sameRange, type DateRangeValue } from "../../ui/date-range/dateRangeValue";

/** A period button as a range value: this and last year keep their presets' names in the selector. */
function asRangeValue(period: PeriodPreset, today: string): DateRangeValue {
  if (period.range === null) return { preset: "all" };
  const year = Number(today.slice(0, 4));
  if (period.key === String(year)) return { preset: "current_year" };
  if (period.key === String(year - 1)) return { preset: "last_year" };
  return { preset: "custom", custom: period.range };
}

/** Period presets (the last three calendar years, then All). */
export const PeriodPresets = () => {
  const translate = useTranslate();
  const { today, days, setRange } = useDashboardFilters();
  const presets = periodPresets(today);
  const selected = presets.find((p) => sameRange(p.range, days))?.key ?? null;

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={selected}
      aria-label={translate("app.dashboard.period")}
      onChange={(_, key: string | null) => {
        const period = presets.find((p) => p.key === key);
        if (period) setRange(asRangeValue(period, today));
      }}
      sx={{
        bgcolor: "background.paper",
        // Four year buttons do not fit a phone: they scroll sideways instead of widening the page
        // (a viewport-based cap, because a percentage does not limit the layout's min-content width).
        maxWidth: { xs: "calc(100vw - 16px)", sm: "100%" },
        overflowX: "auto",
        "& .MuiToggleButton-root": { px: 1.5, textTransform: "none", fontWeight: 600, whiteSpace: "nowrap" },
      }}
    >
      {presets.map((period) => (
        <ToggleButton key={period.key} value={period.key}>
          {period.key === ALL_PERIOD ? translate("app.dashboard.range.all") : period.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
