import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";

interface AccountPageProps {
  /** Translation key of the page name (app bar and heading). */
  title: string;
  /** Translation key of the line under the heading. */
  intro?: string;
  /** Narrow forms read better; lists and grids may use the full width. */
  maxWidth?: number | "none";
  children: ReactNode;
}

/** The frame of every account page: app-bar title, heading, intro and a readable column. */
export const AccountPage = ({ title, intro, maxWidth = 880, children }: AccountPageProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, maxWidth, width: "100%" }}>
      <Title title={title} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(intro)}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
};
