import { Menu } from "react-admin";
import type { UserDto, WebsiteSummary } from "../../../domain/api";
import { LockedPlanItem } from "./LockedPlanItem";
import { MENU_ICONS } from "./menuIcons";
import { MENU_SX } from "./SidebarNav";
import { planLockedKey, storeMenu } from "./storeMenu";

interface StoreMenuItemsProps {
  user: UserDto;
  website: WebsiteSummary;
}

/** The store's own pages; no menu at all when the permissions leave none. */
export const StoreMenuItems = ({ user, website }: StoreMenuItemsProps) => {
  const entries = storeMenu(user, website);
  if (entries.length === 0) return null;
  return (
    <Menu sx={MENU_SX}>
      {entries.map(({ key, to }) => {
        const locked = planLockedKey(key, website);
        return locked ? (
          <LockedPlanItem key={key} menuKey={locked} to={to} websiteId={website.id} />
        ) : (
          <Menu.Item key={key} to={to} primaryText={`app.shell.menu.${key}`} leftIcon={MENU_ICONS[key]} />
        );
      })}
    </Menu>
  );
};
