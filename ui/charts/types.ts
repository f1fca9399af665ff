/**
 * One coloured series of a chart: one value per x label, or fewer when the last buckets have no
 * value yet (the rest of a year still to come): lines stop there and the tooltip shows "—".
 */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
  color: string;
}

export interface ChartProps {
  /** Accessible name of the chart and caption of its table. */
  title: string;
  /** Short x axis labels ("Jan"), one per bucket. */
  labels: readonly string[];
  /** Long labels for the tooltip and the table ("January 2026"); defaults to `labels`. */
  fullLabels?: readonly string[];
  series: readonly ChartSeries[];
  /** Tooltip and table values ("$1,234.50"). */
  formatValue?: (value: number) => string;
  /** Y axis ticks ("$1.2K"). */
  formatTick?: (value: number) => string;
  height?: number;
  /** Values are counts: the axis never shows fractions. */
  integer?: boolean;
}

/** Where the drawing area is and how to place a bucket or a value in it. */
export interface ChartGeometry {
  left: number;
  top: number;
  innerWidth: number;
  innerHeight: number;
  /** Width of one bucket's band. */
  band: number;
  /** Left edge of bucket i's band. */
  bandStart: (index: number) => number;
  /** Centre of bucket i's band. */
  center: (index: number) => number;
  /** Y pixel of a value. */
  y: (value: number) => number;
}
