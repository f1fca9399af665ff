import { useEffect, useState, type FormEvent } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Switch,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { CloneInput } from "./useWebsiteActions";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { useDialogSubmit } from "./useDialogSubmit";

interface CloneDialogProps {
  website: WebsiteRecord | null;
  onClose: () => void;
  onClone: (website: WebsiteRecord, input: CloneInput) => Promise<unknown>;
}

/** Copy a store: settings, pages, categories and products; the copy is the caller's, not launched. */
export const CloneDialog = ({ website, onClose, onClone }: CloneDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState("");
  const [demo, setDemo] = useState(false);
  const { error, setError, pending, run } = useDialogSubmit(onClose);

  useEffect(() => {
    if (website) {
      setName(translate("app.stores.clone.default_name", { name: website.name }).slice(0, 100));
      setDemo(false);
      setError(null);
    }
  }, [website, translate, setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!website) return;
    if (!name.trim()) return setError(translate("app.stores.validation.required"));
    await run(() => onClone(website, { name: name.trim(), is_demo: demo }), ["name", "link"]);
  };

  return (
    <Dialog open={website !== null} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate("app.stores.clone.title", { name: website?.name ?? "" })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate("app.stores.clone.intro")}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate("app.stores.fields.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControlLabel
            control={<Switch checked={demo} onChange={(event) => setDemo(event.target.checked)} />}
            label={translate("app.stores.fields.is_demo")}
          />
          {pending ? (
            <LinearProgress sx={{ mt: 2 }} aria-label={translate("app.stores.clone.copying")} />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate("ra.action.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate("app.stores.clone.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
