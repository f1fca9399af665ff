import type { ReactNode } from "react";
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import CancelIcon from "@mui/icons-material/Cancel";
import ErrorIcon from "@mui/icons-material/Error";
import { LinkBase, useTranslate } from "react-admin";
import type { Outcome } from "./outcome";

const ICONS: Record<Outcome, ReactNode> = {
  checking: <CircularProgress size={40} aria-hidden />,
  connected: <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />,
  pending: <HourglassTopIcon color="warning" sx={{ fontSize: 48 }} />,
  canceled: <CancelIcon color="disabled" sx={{ fontSize: 48 }} />,
  expired: <ErrorIcon color="warning" sx={{ fontSize: 48 }} />,
  failed: <ErrorIcon color="error" sx={{ fontSize: 48 }} />,
};

interface ResultCardProps {
  outcome: Outcome;
  provider: string;
  error: string | null;
  websiteId: number | null;
}

export const ResultCard = ({ outcome, provider, error, websiteId }: ResultCardProps) => {
  const translate = useTranslate();
  const providerName = translate(
    `app.shell.third_party.provider.${provider === "paypal" ? "paypal" : "card"}`,
  );
  return (
    <Card sx={{ maxWidth: 560, mx: "auto", mt: 4 }}>
      <CardContent sx={{ p: 4, textAlign: "center" }}>
        <Box sx={{ mb: 2 }}>{ICONS[outcome]}</Box>
        <Typography variant="h5" component="h1" role={outcome === "checking" ? "status" : undefined}>
          {translate(`app.shell.third_party.${outcome}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate(`app.shell.third_party.${outcome}.text`, { provider: providerName })}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2, textAlign: "left" }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} justifyContent="center" sx={{ mt: 3 }}>
          {websiteId !== null ? (
            <Button variant="contained" component={LinkBase} to={`/websites/${websiteId}?tab=payments`}>
              {translate("app.shell.third_party.settings")}
            </Button>
          ) : null}
          <Button variant={websiteId === null ? "contained" : "outlined"} component={LinkBase} to="/">
            {translate("app.shell.third_party.dashboard")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
