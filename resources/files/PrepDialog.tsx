import { useEffect, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import type { LibraryFile } from "../../domain/library";
import { serverFieldError, serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/** Asks the artwork team to prepare a file for production. */
export function PrepDialog({
  file,
  onClose,
  onSent,
}: {
  file: LibraryFile | null;
  onClose: () => void;
  onSent?: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setNote("");
    setError(null);
  }, [file]);

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      const { message } = await dataProvider.requestFilePrep(file.id, note);
      notify(message, { type: "success" });
      onSent?.();
      onClose();
    } catch (failure) {
      setError(
        serverFieldError(failure, "note") ?? serverMessage(failure) ?? translate("app.library.editor.failed"),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={file !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.library.prep.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate("app.library.prep.intro")}</DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={translate("app.library.prep.note")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={error !== null}
          helperText={error ?? file?.name ?? " "}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.library.prep.cancel")}</Button>
        <Button variant="contained" onClick={send} disabled={sending}>
          {translate("app.library.prep.send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
