import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** A part of the payments card below a divider line: its title (which names it) and what it does. */
export const TitledSection = ({
  id,
  title,
  description,
  descriptionGap,
  children,
}: {
  /** The title's element id, unique on the page. */
  id: string;
  title: string;
  description: string;
  /** The space under the description (theme spacing). */
  descriptionGap: number;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id} sx={{ py: 2, borderTop: 1, borderColor: "divider" }}>
    <Typography id={id} fontWeight={600}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: descriptionGap }}>
      {description}
    </Typography>
    {children}
  </Box>
);
