import { useState } from "react";
import { Box, Button, LinearProgress, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../../../ui/useServerText";
import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { downloadFile } from "../../../../providers/transport/download";
import { DateRangeSelector } from "../../../../ui/date-range/DateRangeSelector";
import { resolveDateRange, type DateRangeValue } from "../../../../ui/date-range/dateRangeValue";

const REPORTS = ["orders", "payouts"] as const;
type Report = (typeof REPORTS)[number];

/**
 * Reporting: the store's orders and payouts as CSV files (GET /api/websites/{id}/reports/{report})
 * for the period of the shared date-range selector, all time unless one is chosen.
 */
export const ReportingTab = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [period, setPeriod] = useState<DateRangeValue>({ preset: "all" });
  const [pending, setPending] = useState<Report | null>(null);

  const download = async (report: Report) => {
    setPending(report);
    const range = resolveDateRange(period);
    const suffix = range ? `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : "";
    try {
      await downloadFile(
        `/api/websites/${website.id}/reports/${report}${suffix}`,
        `${website.link}-${report}.csv`,
      );
      notify("app.storeSettings.reports.downloaded", { type: "success" });
    } catch (error) {
      notify(serverText(readFailure(error).message, "app.server.somethingWrong"), { type: "error" });
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsCard title="app.storeSettings.reports.title" description="app.storeSettings.reports.hint">
      <Box sx={{ mb: 2 }}>
        <DateRangeSelector value={period} onChange={setPeriod} />
      </Box>
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
