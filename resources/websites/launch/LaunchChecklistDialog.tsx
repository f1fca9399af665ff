import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from "@mui/material";
import CancelIcon from "@mui/icons-material/Cancel";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { LaunchRequirement } from "../../../domain/stores";
import { launchFixPath } from "./launchFixes";

export interface NotReady {
  /** The server's `error` text, shown as it is. */
  error: string;
  missing: LaunchRequirement[];
}

interface LaunchChecklistDialogProps {
  websiteId: number;
  notReady: NotReady | null;
  onClose: () => void;
}

/** What a store still needs before it can launch, each with a link to where it is done. */
export const LaunchChecklistDialog = ({ websiteId, notReady, onClose }: LaunchChecklistDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={notReady !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="launch-title">
      <DialogTitle id="launch-title">{translate("app.stores.launch.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{notReady?.error}</DialogContentText>
        {notReady && notReady.missing.length > 0 ? (
          <List aria-label={translate("app.stores.launch.missing_label")}>
            {notReady.missing.map((requirement) => (
              <ListItem
                key={requirement}
                disableGutters
                secondaryAction={
                  <Button
                    component={Link}
                    to={launchFixPath(requirement, websiteId)}
                    onClick={onClose}
                    size="small"
                  >
                    {translate(`app.stores.launch.fix.${requirement}`)}
                  </Button>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CancelIcon color="error" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={translate(`app.stores.launch.missing.${requirement}`)} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.stores.launch.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};
