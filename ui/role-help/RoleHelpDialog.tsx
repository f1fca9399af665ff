import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useTranslate } from "react-admin";
import { RoleHelpList } from "./RoleHelpList";

interface RoleHelpDialogProps {
  open: boolean;
  onClose: () => void;
  /** Given on team screens: the dialog also marks the roles the caller may give in that store. */
  websiteId?: number;
}

export const RoleHelpDialog = ({ open, onClose, websiteId }: RoleHelpDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="role-help-title">
      <DialogTitle id="role-help-title">{translate("app.stores.role_help.title")}</DialogTitle>
      <DialogContent dividers>
        {/* Fetched only once the dialog is opened. */}
        <RoleHelpList websiteId={websiteId} enabled={open} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.stores.role_help.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};
