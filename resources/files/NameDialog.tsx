import { useEffect, useState, type FormEvent } from "react";
import { useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { LIBRARY_NAME_MAX } from "../../domain/library";
import { serverFieldError } from "../../ui/files/serverError";

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  submit: string;
  initial: string;
  onClose: () => void;
  /** Saves the name; a rejection shows the server's message under the field. */
  onSubmit: (name: string) => Promise<void>;
}

/** Asks for a name (new folder, rename a file or folder). */
export function NameDialog({ open, title, label, submit, initial, onClose, onSubmit }: NameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate("ra.validation.required"));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(serverFieldError(failure, "name") ?? translate("app.library.editor.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={save} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{ htmlInput: { maxLength: LIBRARY_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("app.library.folder.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
