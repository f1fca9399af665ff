import { Button, DialogActions } from "@mui/material";
import { useTranslate } from "react-admin";

/** A form dialog's Cancel and Save buttons; Save is off while `disabled` (busy, or nothing to save). */
export const SaveCancelActions = ({
  onCancel,
  onSave,
  disabled,
}: {
  onCancel: () => void;
  onSave: () => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate("ra.action.cancel")}</Button>
      <Button variant="contained" onClick={onSave} disabled={disabled}>
        {translate("ra.action.save")}
      </Button>
    </DialogActions>
  );
};
