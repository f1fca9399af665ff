import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** A label and its value on one line (stacked on phones). */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" }, gap: 0.5, py: 1 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box>{children}</Box>
  </Box>
);
