import { Box, Paper, Typography } from "@mui/material";
import type { ChartSeries } from "./types";

interface ChartTooltipProps {
  label: string;
  series: readonly ChartSeries[];
  index: number;
  /** Pixel x of the bucket's centre inside the chart. */
  x: number;
  width: number;
  formatValue: (value: number) => string;
  total?: { label: string; value: string };
}

/** "—" where a series has no value yet (a bucket still in the future). */
export const valueAt = (s: ChartSeries, index: number, format: (value: number) => string): string => {
  const value = s.values[index];
  return value === undefined ? "—" : format(value);
};

/** The hovered (or focused) bucket's values, on the side of the bucket with more room. */
export const ChartTooltip = ({ label, series, index, x, width, formatValue, total }: ChartTooltipProps) => {
  const onLeft = x > width / 2;
  return (
    <Paper
      elevation={6}
      aria-hidden="true"
      sx={{
        position: "absolute",
        top: 4,
        left: onLeft ? x - 14 : x + 14,
        transform: onLeft ? "translateX(-100%)" : undefined,
        width: "max-content",
        minWidth: 150,
        maxWidth: 300,
        px: 1.5,
        py: 1,
        pointerEvents: "none",
        borderRadius: 2,
        zIndex: 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {series.map((s) => (
        <Box key={s.key} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Box sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: s.color, flexShrink: 0 }} />
          <Typography variant="body2" sx={{ flex: 1, whiteSpace: "nowrap" }}>
            {s.label}
          </Typography>
          <Typography variant="body2" fontWeight={600} sx={{ ml: 2, whiteSpace: "nowrap" }}>
            {valueAt(s, index, formatValue)}
          </Typography>
        </Box>
      ))}
      {total !== undefined ? (
        <Box sx={{ display: "flex", borderTop: 1, borderColor: "divider", mt: 0.75, pt: 0.75 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {total.label}
          </Typography>
          <Typography variant="body2" fontWeight={700} sx={{ ml: 2 }}>
            {total.value}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
};
