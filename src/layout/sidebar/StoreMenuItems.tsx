import { Menu } from "react-admin";
import type { UserDto, WebsiteSummary } from "../../../domain/api";
import { LockedPlanItem } from "./LockedPlanItem";
import { MENU_ICONS } from "./menuIcons";
import { planLockedKey, storeMenu } from "./storeMenu";

interface StoreMenuItemsProps {
  user: UserDto;
  website: WebsiteSummary;
}

export const StoreMenuItems = ({ user, website }: StoreMenuItemsProps) => (
  <>
    {storeMenu(user, website).map(({ key, to }) => {
      const locked = planLockedKey(key, website);
      return locked ? (
        <LockedPlanItem key={key} menuKey={locked} to={to} websiteId={website.id} />
      ) : (
        <Menu.Item key={key} to={to} primaryText={`app.shell.menu.${key}`} leftIcon={MENU_ICONS[key]} />
      );
    })}
  </>
);
