import { Divider } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Menu } from "react-admin";
import { isAdminUser } from "../../../providers/access";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { LaunchStoreButton } from "./LaunchStoreButton";
import { StoreLinks } from "./StoreLinks";
import { StoreMenuItems } from "./StoreMenuItems";
import { MENU_SX, SidebarNav } from "./SidebarNav";
import { StorePicker } from "./StorePicker";
import { useCanLaunch } from "./useCanLaunch";

/** Store sidebar: store picker, View Store, Admin Panel, Launch Store, then the store menu. */
export const StoreSidebar = () => {
  const { user } = useCurrentUser();
  const { website } = useActiveWebsite();
  const canLaunch = useCanLaunch(website);
  if (user === undefined) return null;
  const isAdmin = isAdminUser(user);

  return (
    <SidebarNav label="app.shell.menu.store_nav">
      {/* Admins and company users also have the main dashboard to go back to. */}
      {isAdmin || user.company_id !== null ? (
        <Menu sx={MENU_SX}>
          <Menu.Item to="/" primaryText="app.menu.main_dashboard" leftIcon={<ArrowBackIcon />} />
        </Menu>
      ) : null}
      <StorePicker />
      <StoreLinks website={website} isAdmin={isAdmin} />
      {website && canLaunch ? <LaunchStoreButton website={website} /> : null}
      <Divider sx={{ my: 1 }} />
      {website ? <StoreMenuItems user={user} website={website} /> : null}
    </SidebarNav>
  );
};
