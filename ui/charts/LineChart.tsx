import { useId } from "react";
import { ChartFrame } from "./ChartFrame";
import type { ChartGeometry, ChartProps } from "./types";

export interface LineChartProps extends ChartProps {
  /** Fill the area under the first series with a soft gradient. */
  area?: boolean;
  showTable?: boolean;
}

function linePath(g: ChartGeometry, values: readonly number[]): string {
  return values.map((v, i) => `${i === 0 ? "M" : "L"}${g.center(i)},${g.y(v)}`).join("");
}

/** One line per series over the buckets; the first series can be drawn as an area. */
export const LineChart = (props: LineChartProps) => {
  const { series, area = false } = props;
  const gradientId = useId();
  const maxValue = Math.max(0, ...series.flatMap((s) => s.values));
  const first = series[0];

  const marks = (g: ChartGeometry, active: number | null) => (
    <>
      {area && first && first.values.length > 0 ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={first.color} stopOpacity={0.28} />
              <stop offset="100%" stopColor={first.color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <path
            d={`${linePath(g, first.values)}L${g.center(first.values.length - 1)},${g.y(0)}L${g.center(0)},${g.y(0)}Z`}
            fill={`url(#${gradientId})`}
          />
        </>
      ) : null}
      {series.map((s) => (
        <path
          key={s.key}
          d={linePath(g, s.values)}
          fill="none"
          stroke={s.color}
          strokeWidth={2.25}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
      {active !== null
        ? series.map((s) =>
            s.values[active] === undefined ? null : (
              <circle
                key={s.key}
                cx={g.center(active)}
                cy={g.y(s.values[active] ?? 0)}
                r={4.5}
                fill="#fff"
                stroke={s.color}
                strokeWidth={2.5}
              />
            ),
          )
        : null}
    </>
  );

  return (
    <ChartFrame {...props} maxValue={maxValue}>
      {marks}
    </ChartFrame>
  );
};
