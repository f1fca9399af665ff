import { useState, type MouseEvent } from "react";
import { Box } from "@mui/material";
import LockIcon from "@mui/icons-material/Lock";
import { Menu, useTranslate } from "react-admin";
import { MENU_ICONS } from "./menuIcons";
import type { PlanLockedMenuKey } from "./storeMenu";
import { UpgradeDialog } from "./UpgradeDialog";

interface LockedPlanItemProps {
  menuKey: PlanLockedMenuKey;
  to: string;
  websiteId: number;
}

/** A padlocked menu item of a feature the store's plan lacks: it explains the plan instead of opening the page. */
export const LockedPlanItem = ({ menuKey, to, websiteId }: LockedPlanItemProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate(`app.shell.menu.${menuKey}`);

  const onClick = (event: MouseEvent) => {
    // The router's link skips navigation for a prevented click.
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <Menu.Item
        to={to}
        primaryText={label}
        leftIcon={MENU_ICONS[menuKey]}
        onClick={onClick}
        aria-label={translate("app.shell.menu.locked", { name: label })}
      >
        <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          {label}
          <LockIcon sx={{ fontSize: 16, color: "text.disabled", ml: "auto" }} aria-hidden />
        </Box>
      </Menu.Item>
      <UpgradeDialog
        open={open}
        onClose={() => setOpen(false)}
        websiteId={websiteId}
        message={`app.shell.upgrade.${menuKey}`}
      />
    </>
  );
};
