import { useTheme } from "@mui/material";
import type { ChartGeometry } from "./types";

interface AxesProps {
  geometry: ChartGeometry;
  ticks: readonly number[];
  labels: readonly string[];
  /** Show every n-th x label (the others would overlap). */
  every: number;
  formatTick: (value: number) => string;
}

/** Horizontal grid lines with their values on the left, and the bucket labels underneath. */
export const Axes = ({ geometry, ticks, labels, every, formatTick }: AxesProps) => {
  const theme = useTheme();
  const { left, innerWidth, innerHeight, top, y, center } = geometry;
  const muted = theme.palette.text.secondary;
  return (
    <g fontSize={11} fill={muted} aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={left + innerWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke={theme.palette.divider}
            strokeDasharray={tick === 0 ? undefined : "3 4"}
          />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        // The last label is kept when it fits, so the range's end is always named.
        index % every === 0 ? (
          <text key={index} x={center(index)} y={top + innerHeight + 18} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
};
