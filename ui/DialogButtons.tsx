import { Alert, Button, DialogActions } from "@mui/material";
import { useTranslate } from "react-admin";

interface DialogButtonsProps {
  onCancel: () => void;
  /** Runs the main button's action; absent, the main button submits the form it stands in (Enter does too). */
  onSubmit?: () => void;
  /** Translation key of the main button. */
  submitLabel: string;
  /** Translation key of the Cancel button. */
  cancelLabel?: string;
  /** While the dialog's call runs: both buttons off. */
  pending: boolean;
  /** The main button off for another reason (nothing to send, or a save under way that Cancel may leave). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and main button. */
export const DialogButtons = ({
  onCancel,
  onSubmit,
  submitLabel,
  cancelLabel = "ra.action.cancel",
  pending,
  submitDisabled,
}: DialogButtonsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate(cancelLabel)}
      </Button>
      <Button
        variant="contained"
        type={onSubmit ? "button" : "submit"}
        onClick={onSubmit}
        disabled={pending || submitDisabled}
      >
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
