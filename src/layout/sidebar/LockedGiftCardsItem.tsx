import { useState, type MouseEvent } from "react";
import { Box } from "@mui/material";
import LockIcon from "@mui/icons-material/Lock";
import { Menu, useTranslate } from "react-admin";
import { MENU_ICONS } from "./menuIcons";
import { UpgradeDialog } from "./UpgradeDialog";

interface LockedGiftCardsItemProps {
  to: string;
  websiteId: number;
}

/** Spec §4: a padlocked Gift cards item that explains the plan instead of opening the page. */
export const LockedGiftCardsItem = ({ to, websiteId }: LockedGiftCardsItemProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate("app.shell.menu.gift_cards");

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
        leftIcon={MENU_ICONS.gift_cards}
        onClick={onClick}
        aria-label={translate("app.shell.menu.locked", { name: label })}
      >
        <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          {label}
          <LockIcon sx={{ fontSize: 16, color: "text.disabled", ml: "auto" }} aria-hidden />
        </Box>
      </Menu.Item>
      <UpgradeDialog open={open} onClose={() => setOpen(false)} websiteId={websiteId} />
    </>
  );
};
