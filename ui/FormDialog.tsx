import { useId, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import { Form, type FormProps } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { DialogButtons, type DialogButtonsProps } from "./DialogButtons";

/** What a dialog's save did: nothing when it is done, else the errors to say beside the fields, by field. */
export type SaveOutcome = Record<string, string> | undefined;

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The values the form starts from, read each time the dialog opens. */
  record: FieldValues;
  resolver?: FormProps["resolver"];
  /** "onSubmit": an error stays the answer to the last try until the next one (typing does not check again). */
  reValidateMode?: FormProps["reValidateMode"];
  /** Runs with the checked values; the dialog closes itself only through `onClose`. */
  onSubmit: (values: FieldValues) => Promise<SaveOutcome>;
  /** Translation keys (or texts) of the buttons. */
  submitLabel: string;
  cancelLabel: string;
  /** The main button's colour, for an action that is hard to undo. */
  submitColor?: DialogButtonsProps["color"];
  /** Neither Cancel nor a click outside leaves the dialog while its save runs (an upload under way). */
  lockWhileSaving?: boolean;
  maxWidth: "xs" | "sm";
  children: ReactNode;
}

/**
 * A dialog that is one react-admin form: its fields, Cancel and a submit button (Enter in a one-line
 * field submits too). Errors stand beside their fields, without react-admin's "form is not valid"
 * toast on top; the main button is off while the save runs.
 */
export function FormDialog({
  open,
  onClose,
  title,
  record,
  resolver,
  reValidateMode,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitColor,
  lockWhileSaving = false,
  maxWidth,
  children,
}: FormDialogProps) {
  // Each opening starts a new form from the record of that moment; while open the record stays the
  // one first read (a new record would reset the form), and the values stay shown as the dialog fades.
  const [opening, setOpening] = useState({ open: false, round: 0, record });
  if (open !== opening.open)
    setOpening(open ? { open, round: opening.round + 1, record } : { ...opening, open });
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const save = async (values: FieldValues) => {
    setSaving(true);
    try {
      return await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  const locked = lockWhileSaving && saving;
  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form
        key={opening.round}
        record={opening.record}
        resolver={resolver}
        reValidateMode={reValidateMode}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        {/* MUI drops the content's top padding only right after a title; the form stands between them. */}
        <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
        <DialogButtons
          onCancel={onClose}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          pending={locked}
          submitDisabled={saving}
          color={submitColor}
        />
      </Form>
    </Dialog>
  );
}
