import { useEffect, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { FILE_PREP_STATUSES, type FilePrepRequest, type FilePrepStatus } from "../../domain/library";
import { serverFieldError, serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/** Only a pending request can still be cancelled (the server refuses the rest with prepClosed). */
function choices(current: FilePrepStatus): FilePrepStatus[] {
  return FILE_PREP_STATUSES.filter((s) => s !== "cancelled" || current === "pending" || current === s);
}

/** The print team moves a request along and leaves the store a note; Save is the confirmation. */
export function PrepStatusDialog({
  request,
  onClose,
  onSaved,
}: {
  request: FilePrepRequest | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.library.prep_admin.status_dialog.${key}`, options);
  const [status, setStatus] = useState<FilePrepStatus>("pending");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ status?: string; admin_note?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setStatus(request?.status ?? "pending");
    setNote(request?.admin_note ?? "");
    setErrors({});
  }, [request]);

  const save = async () => {
    if (!request) return;
    setSaving(true);
    try {
      const { message } = await dataProvider.updateFilePrepRequest(request.id, {
        status,
        admin_note: note.trim() || null,
      });
      notify(message, { type: "success" });
      onSaved();
      onClose();
    } catch (failure) {
      const statusError = serverFieldError(failure, "status");
      const noteError = serverFieldError(failure, "admin_note");
      setErrors({
        status: statusError ?? serverMessage(failure) ?? translate("app.library.prep_admin.failed"),
        ...(noteError && noteError !== statusError ? { admin_note: noteError } : {}),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{request ? t("title", { id: request.id, store: request.website_name }) : ""}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t("status")}
          value={status}
          onChange={(e) => setStatus(e.target.value as FilePrepStatus)}
          error={errors.status !== undefined}
          helperText={errors.status ?? " "}
        >
          {choices(request?.status ?? "pending").map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.library.prep.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={t("admin_note")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.admin_note !== undefined}
          helperText={errors.admin_note ?? " "}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {status === "rejected" && request?.status !== "rejected" ? (
          <Alert severity="warning">{t("reject_warning")}</Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t("save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
