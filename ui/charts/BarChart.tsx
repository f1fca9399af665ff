import { ChartFrame } from "./ChartFrame";
import type { ChartGeometry, ChartProps } from "./types";

export interface BarChartProps extends ChartProps {
  /** Series on top of each other (parts of a whole) instead of side by side. */
  stacked?: boolean;
  /** Names the stacked total in the tooltip ("Total"). */
  totalLabel?: string;
  showTable?: boolean;
}

const MAX_BAR = 36;
const RADIUS = 3;

/** A rectangle with rounded top corners only, so stacked bars still sit flush on each other. */
function topRounded(x: number, y: number, w: number, h: number, r: number): string {
  const radius = Math.min(r, w / 2, h);
  return (
    `M${x},${y + h}V${y + radius}Q${x},${y} ${x + radius},${y}` +
    `H${x + w - radius}Q${x + w},${y} ${x + w},${y + radius}V${y + h}Z`
  );
}

function sumAt(props: BarChartProps, index: number): number {
  return props.series.reduce((sum, s) => sum + (s.values[index] ?? 0), 0);
}

/** Vertical bars per bucket: grouped by default, stacked on request. */
export const BarChart = (props: BarChartProps) => {
  const { series, labels, stacked = false } = props;
  const maxValue = Math.max(
    0,
    ...labels.map((_, i) =>
      stacked ? sumAt(props, i) : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
    ),
  );
  const format = props.formatValue ?? ((v: number) => v.toLocaleString("en-US"));

  const bars = (g: ChartGeometry, active: number | null) =>
    labels.map((_, i) => {
      const groupWidth = Math.min(g.band * 0.64, stacked ? MAX_BAR : MAX_BAR * series.length);
      const barWidth = stacked ? groupWidth : groupWidth / Math.max(1, series.length);
      const x0 = g.bandStart(i) + (g.band - groupWidth) / 2;
      let base = 0;
      return (
        <g key={i} opacity={active === null || active === i ? 1 : 0.55}>
          {series.map((s, k) => {
            const value = s.values[i] ?? 0;
            if (value <= 0) return null;
            const bottom = stacked ? base : 0;
            base += value;
            const yTop = g.y(bottom + value);
            const h = g.y(bottom) - yTop;
            const x = stacked ? x0 : x0 + k * barWidth;
            // Only the top segment of a stack gets rounded corners.
            const isTop = !stacked || series.slice(k + 1).every((next) => (next.values[i] ?? 0) <= 0);
            return isTop ? (
              <path
                key={s.key}
                d={topRounded(x, yTop, barWidth - (stacked ? 0 : 2), h, RADIUS)}
                fill={s.color}
              />
            ) : (
              <rect key={s.key} x={x} y={yTop} width={barWidth} height={h} fill={s.color} />
            );
          })}
        </g>
      );
    });

  return (
    <ChartFrame
      {...props}
      maxValue={maxValue}
      tooltipTotal={
        stacked && series.length > 1
          ? (i) => ({ label: props.totalLabel ?? "", value: format(sumAt(props, i)) })
          : undefined
      }
    >
      {bars}
    </ChartFrame>
  );
};
