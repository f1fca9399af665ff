import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import { DateRangeSelector } from "../../ui/date-range/DateRangeSelector";
import { resolveDateRange, type DateRangeValue } from "../../ui/date-range/dateRangeValue";
import { readFailure, useServerText } from "../../ui/useServerText";
import { downloadFile } from "../../providers/transport/download";

/** The users registered in a period as CSV (POST /api/user-registered/report), the period chosen as everywhere. */
export const RegisteredReport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [period, setPeriod] = useState<DateRangeValue>({ preset: "current_month" });
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`app.admin.users.${key}`);

  const download = async () => {
    setBusy(true);
    try {
      const range = resolveDateRange(period);
      await downloadFile("/api/user-registered/report", "users-registered.csv", { body: range ?? {} });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(serverText(fieldErrors.from ?? fieldErrors.to ?? message), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t("report_label")}
      </Typography>
      <DateRangeSelector value={period} onChange={setPeriod} />
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      >
        {t("report_download")}
      </Button>
    </Stack>
  );
};
