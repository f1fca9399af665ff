import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Menu, useTranslate } from "react-admin";
import type { WebsiteSummary } from "../../../domain/api";
import { useViewStore } from "../../../ui/stores/viewStore";
import { SidebarAction } from "./SidebarAction";
import { MENU_SX } from "./SidebarNav";

/** Store sidebar: View Store (the preview before launch), and the Admin Panel for admins. */
export const StoreLinks = ({ website, isAdmin }: { website: WebsiteSummary | null; isAdmin: boolean }) => {
  const translate = useTranslate();
  const view = useViewStore(website);
  if (!view.url && !isAdmin) return null;
  return (
    <Menu sx={MENU_SX}>
      {view.url ? (
        <SidebarAction
          icon={<OpenInNewIcon />}
          label={translate("app.shell.menu.view_store")}
          href={view.url}
        />
      ) : null}
      {isAdmin ? (
        <Menu.Item
          to="/master/admin/view"
          primaryText="app.shell.menu.admin_panel"
          leftIcon={<AdminPanelSettingsIcon />}
        />
      ) : null}
    </Menu>
  );
};
