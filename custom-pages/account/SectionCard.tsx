import { useId, type ReactNode } from "react";
import { Box, Card, Typography } from "@mui/material";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Red accents for irreversible actions. */
  danger?: boolean;
}

/** A titled card on an account page (a labelled region: one landmark per section). */
export const SectionCard = ({ title, description, children, danger = false }: SectionCardProps) => {
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, mb: 2.5, borderColor: danger ? "error.light" : undefined }}
    >
      <Box sx={{ mb: 2.5 }}>
        <Typography id={id} variant="h6" component="h2" color={danger ? "error" : undefined}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Card>
  );
};
