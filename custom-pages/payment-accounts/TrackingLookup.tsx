import { useState } from "react";
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import type { Tracking } from "../../domain/contracts/supplier-account";

/** Where a shipment is: by order id or tracking number. */
export const TrackingLookup = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const [term, setTerm] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const [pending, setPending] = useState(false);

  const look = async () => {
    if (!/^[A-Za-z0-9-]{1,40}$/.test(term.trim())) {
      setError(translate("app.team.supplier.tracking_invalid"));
      return;
    }
    setPending(true);
    // The answer is shown below the form, so no toast (an unknown number's message is not a success).
    const outcome = await call(() => dataProvider.supplierTracking(term.trim()), { success: () => "" });
    setPending(false);
    if (outcome.ok) {
      setTracking(outcome.result);
      setError(undefined);
    } else {
      setTracking(null);
      setError(Object.values(outcome.fields)[0] ?? outcome.message);
    }
  };

  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate("app.team.supplier.tracking")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={translate("app.team.supplier.tracking_term")}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={pending}
        />
        <Button variant="outlined" onClick={() => void look()} disabled={pending}>
          {translate("app.team.supplier.track")}
        </Button>
      </Stack>
      {tracking?.known === false ? (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {tracking.message}
        </Alert>
      ) : null}
      {tracking?.known ? (
        <Box sx={{ mt: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
            <Typography>
              {tracking.carrier} · {tracking.tracking_number}
            </Typography>
            <Chip
              size="small"
              label={translate(`app.orders.shipments.status.${tracking.status}`, { _: tracking.status })}
            />
          </Stack>
          {tracking.source === "recorded" ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate("app.team.supplier.recorded")}
            </Alert>
          ) : null}
          <Box component="ol" sx={{ m: 0, pl: 2 }}>
            {tracking.events.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                <Typography variant="body2">
                  {date.format(new Date(event.at))} · {event.description}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
};
