import { useId, type ReactNode } from "react";
import { Box, Card, Typography } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";

interface TitledCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** At the heading's right (buttons, chips, a status). */
  aside?: ReactNode;
  /** Red accents for irreversible actions. */
  danger?: boolean;
  /** The space between the heading and the content (theme spacing). */
  headingGap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A titled card of a page: a labelled region, so each is one landmark named by its heading. */
export const TitledCard = ({
  title,
  description,
  aside,
  danger = false,
  headingGap = 2.5,
  sx,
  children,
}: TitledCardProps) => {
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={[
        { p: { xs: 2, md: 3 }, mb: 2.5, borderColor: danger ? "error.light" : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ mb: headingGap, display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={id} variant="h6" component="h2" color={danger ? "error" : undefined}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {aside}
      </Box>
      {children}
    </Card>
  );
};
