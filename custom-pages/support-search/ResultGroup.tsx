import type { ReactNode } from "react";
import { Card, CardContent, Chip, List, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

interface ResultGroupProps {
  id: string;
  title: string;
  icon: ReactNode;
  shown: number;
  total: number;
  children: ReactNode;
}

/** One kind of hits: its name, how many of how many are shown, and the hits. */
export const ResultGroup = ({ id, title, icon, shown, total, children }: ResultGroupProps) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          {icon}
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            label={shown < total ? translate("app.storeSearch.count", { shown, total }) : String(total)}
          />
        </Stack>
        {total === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate("app.storeSearch.group_empty")}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ mt: 1 }}>
            {children}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
