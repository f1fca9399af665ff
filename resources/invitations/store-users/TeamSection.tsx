import { useId, type ReactNode } from "react";
import { Box, Card, Stack, Typography } from "@mui/material";

interface TeamSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (invite, create...). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the Store Users tab (a labelled region, so each is a landmark). */
export const TeamSection = ({ title, description, action, children }: TeamSectionProps) => {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, mb: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Stack>
      {children}
    </Card>
  );
};
