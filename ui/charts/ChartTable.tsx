import type { CSSProperties } from "react";
import { valueAt } from "./ChartTooltip";
import type { ChartSeries } from "./types";

interface ChartTableProps {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** The table is for screen readers unless the reader asked to see it. */
  visible: boolean;
}

/** Hidden from sight, not from screen readers (the usual clip pattern). */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: 1,
  margin: -1,
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: 1,
};

/** The chart's numbers as a plain table: the accessible (and printable) form of the picture. */
export const ChartTable = ({ title, labels, series, formatValue, visible }: ChartTableProps) => (
  <table style={visible ? { width: "100%", borderCollapse: "collapse", fontSize: 13 } : visuallyHidden}>
    <caption style={visible ? { textAlign: "left", padding: "4px 0", fontWeight: 600 } : undefined}>
      {title}
    </caption>
    <thead>
      <tr>
        <th scope="col" style={{ textAlign: "left" }} />
        {series.map((s) => (
          <th key={s.key} scope="col" style={{ textAlign: "right", padding: "4px 8px" }}>
            {s.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {labels.map((label, index) => (
        <tr key={index} style={{ borderTop: visible ? "1px solid rgba(0,0,0,0.08)" : undefined }}>
          <th scope="row" style={{ textAlign: "left", fontWeight: 400, padding: "4px 0" }}>
            {label}
          </th>
          {series.map((s) => (
            <td key={s.key} style={{ textAlign: "right", padding: "4px 8px" }}>
              {valueAt(s, index, formatValue)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);
