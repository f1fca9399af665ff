import { useState } from "react";
import { Box, Button, Divider, ListItemButton, ListItemText, Popover, Typography } from "@mui/material";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonthOutlined";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useLocaleState, useTranslate } from "react-admin";
import { DATE_RANGE_PRESETS, type DateRangePreset } from "../../domain/dashboard";
import { CustomRangeForm } from "./CustomRangeForm";
import { resolveDateRange, todayLocal, type DateRangeValue } from "./dateRangeValue";
import { formatRange } from "../statsFormat";

export interface DateRangeSelectorProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The presets offered, in order; all thirteen by default. */
  presets?: readonly DateRangePreset[];
  size?: "small" | "medium";
}

/**
 * The date-range selector: a button naming the chosen range, opening the preset list;
 * "custom" asks for two days. Reusable anywhere a list or chart is limited to a period.
 */
export const DateRangeSelector = ({
  value,
  onChange,
  presets = DATE_RANGE_PRESETS,
  size = "small",
}: DateRangeSelectorProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [customOpen, setCustomOpen] = useState(value.preset === "custom");
  const range = resolveDateRange(value, todayLocal());
  const name = translate(`app.dashboard.range.${value.preset}`);

  const choose = (preset: DateRangePreset) => {
    if (preset === "custom") return setCustomOpen(true);
    onChange({ preset });
    setAnchor(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size={size}
        startIcon={<CalendarMonthIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-label={`${translate("app.dashboard.range.label", { range: name })}${range ? ` ${formatRange(range.from, range.to, locale)}` : ""}`}
        sx={{ borderColor: "divider", bgcolor: "background.paper", justifyContent: "flex-start" }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Box>
        {range ? " " : null}
        {range ? (
          <Box
            component="span"
            sx={{ color: "text.secondary", fontWeight: 400, ml: 0.5, whiteSpace: "nowrap" }}
          >
            {formatRange(range.from, range.to, locale)}
          </Box>
        ) : null}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { sx: { mt: 1, display: "flex", maxWidth: "calc(100vw - 32px)" } } }}
      >
        <Box
          role="listbox"
          aria-label={translate("app.dashboard.range.presets")}
          sx={{ py: 1, minWidth: 180 }}
        >
          {presets.map((preset) => (
            <ListItemButton
              key={preset}
              role="option"
              dense
              selected={preset === value.preset || (preset === "custom" && customOpen)}
              aria-selected={preset === value.preset}
              onClick={() => choose(preset)}
            >
              <ListItemText primary={translate(`app.dashboard.range.${preset}`)} />
            </ListItemButton>
          ))}
        </Box>
        {customOpen ? (
          <>
            <Divider orientation="vertical" flexItem />
            <Box sx={{ p: 2, width: 260 }}>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                {translate("app.dashboard.range.custom")}
              </Typography>
              <CustomRangeForm
                initial={range ?? undefined}
                onApply={(custom) => {
                  onChange({ preset: "custom", custom });
                  setAnchor(null);
                }}
              />
            </Box>
          </>
        ) : null}
      </Popover>
    </>
  );
};
