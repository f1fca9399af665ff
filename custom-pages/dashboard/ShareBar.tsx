import { Box } from "@mui/material";

/** A thin horizontal bar showing `value` as a share of `max`. */
export const ShareBar = ({ value, max, color }: { value: number; max: number; color: string }) => (
  <Box sx={{ height: 6, borderRadius: 3, bgcolor: "action.hover", overflow: "hidden" }} aria-hidden="true">
    <Box
      sx={{
        height: "100%",
        width: `${max > 0 ? Math.max(2, (value / max) * 100) : 0}%`,
        bgcolor: color,
        borderRadius: 3,
        transition: "width 300ms ease",
      }}
    />
  </Box>
);
