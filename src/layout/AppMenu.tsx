import { Divider } from "@mui/material";
import DashboardIcon from "@mui/icons-material/Dashboard";
import SpaceDashboardIcon from "@mui/icons-material/SpaceDashboard";
import { Menu } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { useCurrentUser } from "../useCurrentUser";
import { StorePicker } from "./StorePicker";

/** Store sidebar: picker on top, then the menu items the user's permissions allow. */
export const AppMenu = () => {
  const { user } = useCurrentUser();
  // Spec §2: the main dashboard belongs to admins and company users; others start at the store dashboard.
  const hasMainDashboard = user !== undefined && (isAdminUser(user) || user.company_id !== null);

  return (
    <Menu>
      <StorePicker />
      <Divider sx={{ my: 1 }} />
      {hasMainDashboard ? (
        <Menu.Item to="/" primaryText="app.menu.main_dashboard" leftIcon={<DashboardIcon />} />
      ) : null}
      <Menu.Item to="/store-dashboard" primaryText="app.menu.dashboard" leftIcon={<SpaceDashboardIcon />} />
      <Menu.ResourceItem name="Website" />
      <Menu.ResourceItem name="Product" />
      <Menu.ResourceItem name="Order" />
    </Menu>
  );
};
