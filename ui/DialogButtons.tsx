import { Alert, Button, DialogActions } from "@mui/material";
import { useTranslate } from "react-admin";

interface DialogButtonsProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** Translation key of the main button. */
  submitLabel: string;
  /** While the dialog's call runs: both buttons off. */
  pending: boolean;
  /** The main button off for another reason (nothing to send). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and main button. */
export const DialogButtons = ({
  onCancel,
  onSubmit,
  submitLabel,
  pending,
  submitDisabled,
}: DialogButtonsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate("ra.action.cancel")}
      </Button>
      <Button variant="contained" onClick={onSubmit} disabled={pending || submitDisabled}>
        {translate(submitLabel)}
      </Button>
    </DialogActions>
  );
};

/** The server's refusal shown under a dialog's fields, if there is one. */
export const DialogError = ({ error }: { error: string | null }) =>
  error ? (
    <Alert severity="error" sx={{ mt: 2 }} role="alert">
      {error}
    </Alert>
  ) : null;
