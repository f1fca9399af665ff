import { useTheme } from "@mui/material";

/** The brand palette in chart order: primary indigo, secondary green, then two calm accents. */
export function useChartColors() {
  const theme = useTheme();
  return {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    amber: "#F5A524",
    sky: "#38A3E8",
    muted: theme.palette.grey[400],
  };
}
