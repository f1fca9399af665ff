import { Divider } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { Menu } from "react-admin";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { CompanyHeader } from "./CompanyHeader";
import { SidebarCaption } from "./SidebarCaption";
import { MENU_SX, SidebarNav } from "./SidebarNav";
import { MENU_ICONS } from "./menuIcons";
import { companyMenu } from "./storeMenu";

/** Company sidebar, plus a way into the active store's own menu. */
export const CompanySidebar = () => {
  const { user } = useCurrentUser();
  const { website } = useActiveWebsite();
  if (user === undefined) return null;

  return (
    <SidebarNav label="app.shell.menu.company_nav">
      <CompanyHeader />
      <Menu sx={MENU_SX}>
        {companyMenu(user).map(({ key, to }) => (
          <Menu.Item key={key} to={to} primaryText={`app.shell.menu.${key}`} leftIcon={MENU_ICONS[key]} />
        ))}
        {website ? (
          <>
            <Divider sx={{ my: 1 }} />
            <SidebarCaption text="app.store_picker.label" />
            <Menu.Item to="/store-dashboard" primaryText={website.name} leftIcon={<StorefrontIcon />} />
          </>
        ) : null}
      </Menu>
    </SidebarNav>
  );
};
