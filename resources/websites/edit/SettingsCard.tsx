import { useId, type ReactNode } from "react";
import { Box, Card, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

interface SettingsCardProps {
  /** Translation key of the heading. */
  title: string;
  /** Translation key of the line under it. */
  description?: string;
  /** Shown at the heading's right (chips, a status). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled section of a settings tab (a labelled region, so each is one landmark). */
export const SettingsCard = ({ title, description, aside, children }: SettingsCardProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, mb: 2.5, width: "100%", boxSizing: "border-box" }}
    >
      <Box sx={{ mb: 2.5, display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {translate(description)}
            </Typography>
          ) : null}
        </Box>
        {aside}
      </Box>
      {children}
    </Card>
  );
};
