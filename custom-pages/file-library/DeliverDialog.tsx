import { useEffect, useRef, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormHelperText from "@mui/material/FormHelperText";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import UploadIcon from "@mui/icons-material/Upload";
import type { FilePrepRequest } from "../../domain/library";
import { serverFieldError, serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

const ACCEPT = ".png,.jpg,.jpeg,.pdf,.eps,.ai,.dst,.emb";

/** The print team uploads the prepared file (with progress) into the requesting store's library. */
export function DeliverDialog({
  request,
  onClose,
  onDelivered,
}: {
  request: FilePrepRequest | null;
  onClose: () => void;
  onDelivered: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.library.prep_admin.deliver_dialog.${key}`, options);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    setFile(null);
    setNote(request?.admin_note ?? "");
    setError(null);
    setProgress(null);
  }, [request]);

  const send = async () => {
    if (!request) return;
    if (!file) return setError(t("required"));
    setError(null);
    setProgress(0);
    try {
      const { message } = await dataProvider.deliverPrepFile(request.id, file, note.trim(), setProgress);
      notify(message, { type: "success" });
      onDelivered();
      onClose();
    } catch (failure) {
      setError(
        serverFieldError(failure, "files.0") ??
          serverMessage(failure) ??
          translate("app.library.upload.failed"),
      );
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <Dialog open={request !== null} onClose={uploading ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t("intro", { store: request?.website_name ?? "" })}
        </DialogContentText>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={t("choose")}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          {t("choose")}
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t("chosen", { name: file.name })}
          </Typography>
        ) : null}
        <FormHelperText error={error !== null} sx={{ minHeight: 20 }}>
          {error ?? " "}
        </FormHelperText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t("admin_note")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={uploading}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {uploading ? (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={progress * 100} aria-label={t("send")} />
            <Typography variant="caption">
              {t("uploading", { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          {t("cancel")}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={uploading}>
          {t("send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
