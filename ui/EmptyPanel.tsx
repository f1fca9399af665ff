import type { ReactElement } from "react";
import { Box, Card, Typography } from "@mui/material";

/** A whole-page empty state: icon, a title, and what to do about it. */
export const EmptyPanel = ({ icon, title, text }: { icon: ReactElement; title: string; text: string }) => (
  <Card sx={{ textAlign: "center", py: 7, px: 3 }}>
    <Box sx={{ color: "primary.main", mb: 1, "& svg": { fontSize: 48 } }}>{icon}</Box>
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 440, mx: "auto" }}>
      {text}
    </Typography>
  </Card>
);
