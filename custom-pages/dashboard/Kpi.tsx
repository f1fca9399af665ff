import { useId, type ReactNode } from "react";
import { Box, Typography } from "@mui/material";

interface KpiProps {
  label: string;
  value: string;
  /** A line under the number (a share, a hint). */
  hint?: ReactNode;
  /** Colour dot tying the number to its chart series. */
  color?: string;
  size?: "large" | "medium";
}

/** One headline number: label above, big value, optional hint. */
export const Kpi = ({ label, value, hint, color, size = "medium" }: KpiProps) => {
  const labelId = useId();
  return (
    // A labelled group, so the number is announced (and found) with its name.
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="body2"
        color="text.secondary"
        noWrap
        sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
      >
        {color ? (
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: color }} />
        ) : null}
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontWeight: 700,
          fontSize: size === "large" ? { xs: 24, md: 28 } : { xs: 18, md: 20 },
          lineHeight: 1.2,
          fontVariantNumeric: "tabular-nums",
          letterSpacing: "-0.01em",
        }}
      >
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
};
