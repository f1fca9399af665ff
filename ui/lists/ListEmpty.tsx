import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { CreateButton, useTranslate } from "react-admin";

/**
 * A list without records: what they are for (`text`, a translation key) and, where the role and
 * plan allow (`create`), the button that creates the first one (`createLabel`).
 */
export const ListEmpty = ({
  text,
  createLabel,
  create = false,
  children,
}: {
  text: string;
  createLabel?: string;
  create?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: "center", width: "100%" }}>
      {children}
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate(text)}
      </Typography>
      {create ? <CreateButton variant="contained" label={createLabel} /> : null}
    </Box>
  );
};
