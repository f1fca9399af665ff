import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import { LinkBase, useTranslate } from "react-admin";

interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  websiteId: number;
  /** The i18n key of the locked feature's upgrade text. */
  message: string;
}

/** The plan-upgrade dialog, opened by a locked plan feature. */
export const UpgradeDialog = ({ open, onClose, websiteId, message }: UpgradeDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upgrade-title" maxWidth="xs" fullWidth>
      <DialogTitle id="upgrade-title" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <WorkspacePremiumIcon color="primary" />
        {translate("app.shell.upgrade.title")}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.shell.upgrade.later")}</Button>
        <Button
          component={LinkBase}
          to={`/websites/${websiteId}?tab=subscriptions`}
          variant="contained"
          onClick={onClose}
        >
          {translate("app.shell.upgrade.action")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
