import { forwardRef } from "react";
import {
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  type Theme,
  useMediaQuery,
} from "@mui/material";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import MailOutlineIcon from "@mui/icons-material/MailOutline";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import { LinkBase, Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from "react-admin";
import type { ReactElement } from "react";
import { LanguageMenuItems } from "../../ui/LanguageSwitcher";
import { useIframeMode } from "./useIframeMode";
import { usePhone } from "../../ui/usePhone";

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

/**
 * Wide screens show the user's name on the menu button, so its name holds that text ("Profile: Ada
 * Admin"; a person using voice control says what they see); the icon-only button is "Profile".
 */
function useUserMenuLabel(): string {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up("sm"));
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return wide && identity?.fullName
    ? `${translate("ra.auth.user_menu")}: ${identity.fullName}`
    : "ra.auth.user_menu";
}

/** On a phone the top bar has no flag button: the languages are chosen here instead. */
const PhoneLanguages = () => {
  const phone = usePhone();
  const embedded = useIframeMode();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  if (!phone || embedded) return null;
  return [
    <Divider key="divider" />,
    <ListSubheader key="title">{translate("app.appbar.language")}</ListSubheader>,
    <LanguageMenuItems key="languages" onChosen={userMenu?.onClose} />,
  ];
};

/**
 * Edit account, Tax Forms and Log out, and between them the rest of the user's own area, which
 * has no other way in: their information, the emails sent to them, their wishlist and their
 * notification settings (whose tabs lead on to the privacy policy and the terms, which the footer
 * also links).
 */
export const AppUserMenu = () => (
  <UserMenu label={useUserMenuLabel()}>
    <UserMenuLink
      to="/user/edit"
      label="app.menu.edit_account"
      icon={<ManageAccountsIcon fontSize="small" />}
    />
    <UserMenuLink to="/user/taxes" label="app.menu.tax_forms" icon={<ReceiptLongIcon fontSize="small" />} />
    <UserMenuLink
      to="/informations/profile"
      label="app.account.page.informations"
      icon={<InfoOutlinedIcon fontSize="small" />}
    />
    <UserMenuLink to="/emails" label="app.shell.page.emails" icon={<MailOutlineIcon fontSize="small" />} />
    <UserMenuLink
      to="/wishlist"
      label="app.shell.page.wishlist"
      icon={<FavoriteBorderIcon fontSize="small" />}
    />
    <UserMenuLink
      to="/settings/notifications"
      label="app.shell.page.settings_notifications"
      icon={<SettingsOutlinedIcon fontSize="small" />}
    />
    <PhoneLanguages />
    <Logout />
  </UserMenu>
);
