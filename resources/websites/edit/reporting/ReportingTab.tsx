import { useState } from "react";
import { Box, Button, LinearProgress, Stack, TextField, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../../../ui/useServerText";
import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { downloadFile } from "../../../../providers/transport/download";

const REPORTS = ["orders", "payouts"] as const;
type Report = (typeof REPORTS)[number];

/** Reporting: the store's orders and payouts as CSV files (GET /api/websites/{id}/reports/{report}). */
export const ReportingTab = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [pending, setPending] = useState<Report | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const download = async (report: Report) => {
    setPending(report);
    setErrors({});
    const query = new URLSearchParams();
    if (from) query.set("from", from);
    if (to) query.set("to", to);
    const suffix = query.size > 0 ? `?${query.toString()}` : "";
    try {
      await downloadFile(
        `/api/websites/${website.id}/reports/${report}${suffix}`,
        `${website.link}-${report}.csv`,
      );
      notify("app.storeSettings.reports.downloaded", { type: "success" });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, serverText(v)])));
      if (Object.keys(fieldErrors).length === 0)
        notify(serverText(message, "app.server.somethingWrong"), { type: "error" });
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsCard title="app.storeSettings.reports.title" description="app.storeSettings.reports.hint">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="date"
          label={translate("app.storeSettings.reports.from")}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={Boolean(errors.from)}
          helperText={errors.from ?? " "}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate("app.storeSettings.reports.to")}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to ?? " "}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {REPORTS.map((report) => (
          <Box key={report} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {translate(`app.storeSettings.reports.${report}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate(`app.storeSettings.reports.${report}_hint`)}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={pending !== null}
              onClick={() => void download(report)}
            >
              {translate("app.storeSettings.reports.download", {
                name: translate(`app.storeSettings.reports.${report}`),
              })}
            </Button>
            {pending === report ? (
              <LinearProgress
                sx={{ mt: 1.5 }}
                aria-label={translate("app.storeSettings.reports.preparing")}
              />
            ) : null}
          </Box>
        ))}
      </Box>
    </SettingsCard>
  );
};
