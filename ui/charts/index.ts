/** Small dependency-free SVG charts (no chart library is bundled): bars, lines/areas, with tooltips and tables. */
export { BarChart, type BarChartProps } from "./BarChart";
export { LineChart, type LineChartProps } from "./LineChart";
export type { ChartSeries, ChartProps } from "./types";
