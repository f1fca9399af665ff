import { useState } from "react";
import { HttpError, useTranslate } from "react-admin";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from "@mui/material";
import { MSG } from "../../domain/messages";
import { DESIGNABLE_TYPES, type DesignableType } from "./useDesignerState";
import { oneOf } from "../../domain/one-of";
import { usePageActions } from "./usePageActions";

/** A new page of a type (only one home page), created at once and opened in the editor. */
export const AddPageDialog = ({
  open,
  onClose,
  hasHome,
}: {
  open: boolean;
  onClose: () => void;
  hasHome: boolean;
}) => {
  const translate = useTranslate();
  const { add } = usePageActions();
  const types = DESIGNABLE_TYPES.filter((t) => t !== "home" || !hasHome);
  const [type, setType] = useState<DesignableType>(types[0] ?? "page");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setError(MSG.required);
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await add(type, name);
      setName("");
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | null) : null;
      if (body?.errors?.name) setError(body.errors.name);
      else setFailed(e instanceof HttpError && e.message ? e.message : MSG.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate("app.storeDesigner.pages.add")}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        {failed && <Alert severity="error">{failed}</Alert>}
        <TextField
          select
          label={translate("app.storeDesigner.pages.type")}
          value={types.includes(type) ? type : (types[0] ?? "page")}
          onChange={(e) => setType(oneOf(types, e.target.value, type))}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`app.storeDesigner.pages.type_one.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate("app.storeDesigner.pages.name")}
          value={name}
          required
          autoFocus
          error={error !== null}
          helperText={error ?? " "}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") void submit();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.storeDesigner.pages.cancel")}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {translate("app.storeDesigner.pages.create")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
