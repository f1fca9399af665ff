import { useId, type ReactNode } from "react";
import { Box } from "@mui/material";
import { Axes } from "./Axes";
import { ChartTable, visuallyHidden } from "./ChartTable";
import { ChartTooltip, valueAt } from "./ChartTooltip";
import { labelEvery, textWidth, yScale } from "./scale";
import type { ChartGeometry, ChartProps } from "./types";
import { useActiveIndex } from "./useActiveIndex";
import { useElementWidth } from "./useElementWidth";

export interface ChartFrameProps extends ChartProps {
  /** The largest value the y axis must reach (a stacked chart's largest sum). */
  maxValue: number;
  /** Draws the marks; `active` is the highlighted bucket. */
  children: (geometry: ChartGeometry, active: number | null) => ReactNode;
  /** Extra tooltip line, e.g. a stacked bucket's total. */
  tooltipTotal?: (index: number) => { label: string; value: string } | undefined;
  showTable?: boolean;
}

const identity = (value: number) => value.toLocaleString("en-US");

/**
 * What every chart shares: real-pixel sizing, the axes, the hover/keyboard tooltip and the table
 * fallback. Bar and line charts only draw their marks into the geometry it hands them.
 */
export const ChartFrame = (props: ChartFrameProps) => {
  const { title, labels, series, height = 220, integer = true, children, maxValue } = props;
  const formatValue = props.formatValue ?? identity;
  const formatTick = props.formatTick ?? formatValue;
  const fullLabels = props.fullLabels ?? labels;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const liveId = useId();

  const scale = yScale(maxValue, 4, integer);
  const left = Math.max(...scale.ticks.map((t) => textWidth(formatTick(t)))) + 14;
  const top = 8;
  const innerWidth = Math.max(0, width - left - 8);
  const innerHeight = height - top - 28;
  const count = labels.length;
  const band = count > 0 ? innerWidth / count : innerWidth;
  const geometry: ChartGeometry = {
    left,
    top,
    innerWidth,
    innerHeight,
    band,
    bandStart: (i) => left + i * band,
    center: (i) => left + (i + 0.5) * band,
    y: (value) => top + innerHeight - (value / scale.max) * innerHeight,
  };
  const { active, handlers } = useActiveIndex(count, left, band);
  const longest = Math.max(0, ...labels.map((label) => textWidth(label)));
  const every = labelEvery(count, innerWidth, longest + 10);
  const activeLabel = active === null ? "" : (fullLabels[active] ?? "");

  return (
    <Box component="figure" ref={ref} sx={{ position: "relative", m: 0, minWidth: 0 }}>
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={title}
          tabIndex={0}
          style={{ display: "block", outline: "none", touchAction: "pan-y" }}
          {...handlers}
        >
          <Axes
            geometry={geometry}
            ticks={scale.ticks}
            labels={labels}
            every={every}
            formatTick={formatTick}
          />
          {active !== null ? (
            <rect
              x={geometry.bandStart(active)}
              y={top}
              width={band}
              height={innerHeight}
              fill="currentColor"
              opacity={0.05}
            />
          ) : null}
          {children(geometry, active)}
        </svg>
      ) : (
        <Box sx={{ height }} />
      )}
      {active !== null ? (
        <ChartTooltip
          label={activeLabel}
          series={series}
          index={active}
          x={geometry.center(active)}
          width={width}
          formatValue={formatValue}
          total={props.tooltipTotal?.(active)}
        />
      ) : null}
      {/* Keyboard users hear the bucket they moved to. */}
      <span id={liveId} aria-live="polite" style={visuallyHidden}>
        {active === null
          ? ""
          : `${activeLabel}: ${series.map((s) => `${s.label} ${valueAt(s, active, formatValue)}`).join(", ")}`}
      </span>
      <ChartTable
        title={title}
        labels={fullLabels}
        series={series}
        formatValue={formatValue}
        visible={props.showTable ?? false}
      />
    </Box>
  );
};
