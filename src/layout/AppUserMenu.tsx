import { forwardRef } from "react";
import { ListItemIcon, ListItemText, MenuItem } from "@mui/material";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { LinkBase, Logout, UserMenu, useTranslate, useUserMenu } from "react-admin";
import type { ReactElement } from "react";

interface UserMenuLinkProps {
  to: string;
  label: string;
  icon: ReactElement;
}

// MUI's Menu focuses its children through refs, hence forwardRef.
const UserMenuLink = forwardRef<HTMLAnchorElement, UserMenuLinkProps>(({ to, label, icon }, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={LinkBase} to={to} ref={ref} onClick={userMenu?.onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});
UserMenuLink.displayName = "UserMenuLink";

/** Spec §2: Edit account, Tax Forms and Log out. */
export const AppUserMenu = () => (
  <UserMenu>
    <UserMenuLink
      to="/user/edit"
      label="app.menu.edit_account"
      icon={<ManageAccountsIcon fontSize="small" />}
    />
    <UserMenuLink to="/user/taxes" label="app.menu.tax_forms" icon={<ReceiptLongIcon fontSize="small" />} />
    <Logout />
  </UserMenu>
);
