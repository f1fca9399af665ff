import { Alert, Button, DialogActions, type ButtonProps } from "@mui/material";
import { useTranslate } from "react-admin";

export interface DialogButtonsProps {
  onCancel: () => void;
  /**
   * What the main button runs; absent, it is the form's submit button, so Enter in a field of the
   * form submits it too.
   */
  onSubmit?: () => void;
  /** Translation key of the main button. */
  submitLabel: string;
  /** Translation key of the Cancel button. */
  cancelLabel?: string;
  /** While the dialog's call runs: both buttons off. */
  pending: boolean;
  /** The main button off for another reason (nothing to send, or a save under way that Cancel may leave). */
  submitDisabled?: boolean;
  /** The main button's colour, for an action that is hard to undo. */
  color?: ButtonProps["color"];
}

/** A form dialog's Cancel and main button. */
export const DialogButtons = ({
  onCancel,
  onSubmit,
  submitLabel,
  cancelLabel = "ra.action.cancel",
  pending,
  submitDisabled,
  color,
}: DialogButtonsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate(cancelLabel)}
      </Button>
      <Button
        variant="contained"
        color={color}
        {...(onSubmit ? { onClick: onSubmit } : { type: "submit" })}
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
