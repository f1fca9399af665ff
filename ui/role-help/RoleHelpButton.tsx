import { useState } from "react";
import { Button, IconButton, Tooltip } from "@mui/material";
import HelpOutlineIcon from "@mui/icons-material/HelpOutline";
import { useTranslate } from "react-admin";
import { RoleHelpDialog } from "./RoleHelpDialog";

interface RoleHelpButtonProps {
  /** The store the roles are given in (team screens): marks what the caller may give there. */
  websiteId?: number;
  /** "icon" fits next to a role picker; "button" (default) is a labelled text button. */
  variant?: "button" | "icon";
}

/** Opens the role help (what each role can do) in a dialog, without leaving the screen. */
export const RoleHelpButton = ({ websiteId, variant = "button" }: RoleHelpButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate("app.stores.role_help.open");
  return (
    <>
      {variant === "icon" ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<HelpOutlineIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <RoleHelpDialog open={open} onClose={() => setOpen(false)} websiteId={websiteId} />
    </>
  );
};
