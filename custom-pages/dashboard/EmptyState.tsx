import type { ReactElement } from "react";
import { Box, Typography } from "@mui/material";

/** A quiet "nothing here for this period" panel inside a card. */
export const EmptyState = ({ icon, text }: { icon: ReactElement; text: string }) => (
  <Box
    sx={{
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      textAlign: "center",
      gap: 1,
      py: 4,
      px: 2,
      color: "text.secondary",
      bgcolor: "action.hover",
      borderRadius: 3,
      height: "100%",
      minHeight: 140,
    }}
  >
    <Box sx={{ color: "text.disabled", "& svg": { fontSize: 32 } }}>{icon}</Box>
    <Typography variant="body2">{text}</Typography>
  </Box>
);
