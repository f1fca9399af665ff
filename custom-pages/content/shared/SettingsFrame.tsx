import type { ReactNode } from "react";
import { Title, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** The frame of a one-per-store settings screen: title, hint, skeleton while loading, load error. */
export function SettingsFrame({
  title,
  hint,
  state,
  children,
}: {
  title: string;
  hint: string;
  state: "no-store" | "loading" | "error" | "ready";
  children: ReactNode;
}) {
  const translate = useTranslate();
  let body: ReactNode = children;
  if (state === "no-store") body = <Alert severity="info">{translate("app.content.no_store")}</Alert>;
  else if (state === "error") body = <Alert severity="error">{translate("app.content.load_failed")}</Alert>;
  else if (state === "loading")
    body = (
      <Stack spacing={2} data-testid="settings-skeleton">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {translate(title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(hint)}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}
