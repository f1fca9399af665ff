import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Menu, useTranslate } from "react-admin";
import type { WebsiteSummary } from "../../../domain/api";
import { SidebarAction } from "./SidebarAction";

/** The public storefront lives outside the /app base, hence a plain URL. */
export const storeUrl = (website: WebsiteSummary) => `/store/${encodeURIComponent(website.link)}/`;

/** Spec §1 store sidebar: View Store, and the Admin Panel for admins. */
export const StoreLinks = ({ website, isAdmin }: { website: WebsiteSummary | null; isAdmin: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      {website ? (
        <SidebarAction
          icon={<OpenInNewIcon />}
          label={translate("app.shell.menu.view_store")}
          href={storeUrl(website)}
        />
      ) : null}
      {isAdmin ? (
        <Menu.Item
          to="/master/admin/view"
          primaryText="app.shell.menu.admin_panel"
          leftIcon={<AdminPanelSettingsIcon />}
        />
      ) : null}
    </>
  );
};
