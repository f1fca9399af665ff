import { useState } from "react";
import { useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";

export interface TypedConfirmProps {
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** What the user must type, exactly (e.g. the store's name). */
  text: string;
  /** Translation key of the field's label; gets `%{text}`. */
  label: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation for what cannot be undone: Yes stays disabled until the user has typed the
 * named text, so a slip of the mouse on the wrong row deletes nothing. Mounted only while open,
 * so every opening starts with an empty field.
 */
export const TypedConfirm = (props: TypedConfirmProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === props.text.trim();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="typed-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="typed-confirm-title">{translate(props.title, props.translateOptions)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(props.content, props.translateOptions)}</DialogContentText>
        {/* The instruction is a paragraph, not a field label: a long store name would be cut off. */}
        <DialogContentText id="typed-confirm-label" sx={{ mt: 2 }}>
          {translate(props.label, { text: props.text })}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          autoComplete="off"
          slotProps={{ htmlInput: { "aria-labelledby": "typed-confirm-label" } }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && matches) props.onConfirm();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate("app.confirm.no")}</Button>
        <Button onClick={props.onConfirm} disabled={!matches} color="error" variant="contained">
          {translate("app.confirm.yes")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
