import { useRecordContext, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FilePrepRequest, FilePrepStatus } from "../../domain/library";
import { formatDate } from "../../ui/format";
import { FileThumb } from "../../ui/files/FileThumb";
import { usePrepActions } from "./PrepActionsContext";

/** Only open requests (pending, in progress) can still get their prepared file. */
const OPEN: readonly FilePrepStatus[] = ["pending", "in_progress"];
const STATUS_COLOR = {
  pending: "warning",
  in_progress: "info",
  done: "success",
  rejected: "error",
  cancelled: "default",
} as const;

const usePrepText = () => {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) =>
    translate(`app.library.prep_admin.${key}`, options);
};

/** The store's file, as a thumbnail opening the original, or a word that it was deleted. */
export const PrepFileCell = () => {
  const t = usePrepText();
  const r = useRecordContext<FilePrepRequest>();
  if (!r) return null;
  if (!r.file)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("no_file")}
      </Typography>
    );
  return (
    <Link href={r.file.url} target="_blank" rel="noopener" aria-label={t("open_file", { name: r.file.name })}>
      <Box sx={{ width: 72 }}>
        <FileThumb file={r.file} size={56} />
      </Box>
      <Typography variant="caption" sx={{ wordBreak: "break-all" }}>
        {r.file.name}
      </Typography>
    </Link>
  );
};

/** What the store asked, who asked, the team's note and the prepared file once delivered. */
export const PrepRequestCell = () => {
  const translate = useTranslate();
  const t = usePrepText();
  const r = useRecordContext<FilePrepRequest>();
  if (!r) return null;
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 360 }}>
      <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
        {r.note || t("no_note")}
      </Typography>
      {r.user_name ? (
        <Typography variant="caption" color="text.secondary">
          {t("requested_by", { name: r.user_name })}
        </Typography>
      ) : null}
      {r.admin_note ? (
        <Typography variant="caption" sx={{ fontStyle: "italic" }}>
          {r.admin_note}
        </Typography>
      ) : null}
      {r.result_file ? (
        <Link href={r.result_file.url} target="_blank" rel="noopener" variant="caption">
          {translate("app.library.prep.result", { name: r.result_file.name })}
        </Link>
      ) : null}
    </Stack>
  );
};

export const PrepStatusChip = () => {
  const translate = useTranslate();
  const r = useRecordContext<FilePrepRequest>();
  if (!r) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[r.status]}
      label={translate(`app.library.prep.status.${r.status}`)}
    />
  );
};

export const PrepDatesCell = () => {
  const t = usePrepText();
  const r = useRecordContext<FilePrepRequest>();
  if (!r) return null;
  return (
    <Stack>
      <Typography variant="caption">{t("requested_on", { date: formatDate(r.created_at) })}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t("updated_on", { date: formatDate(r.updated_at) })}
      </Typography>
    </Stack>
  );
};

/** Change the status (with a note for the store); deliver the prepared file while the request is open. */
export const PrepRowActions = () => {
  const t = usePrepText();
  const { changeStatus, deliver } = usePrepActions();
  const r = useRecordContext<FilePrepRequest>();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button size="small" onClick={() => changeStatus(r)}>
        {t("change_status")}
      </Button>
      {OPEN.includes(r.status) ? (
        <Button size="small" variant="contained" onClick={() => deliver(r)}>
          {t("deliver")}
        </Button>
      ) : null}
    </Stack>
  );
};
