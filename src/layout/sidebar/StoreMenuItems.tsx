import { Menu } from "react-admin";
import type { UserDto, WebsiteSummary } from "../../../domain/api";
import { LockedGiftCardsItem } from "./LockedGiftCardsItem";
import { MENU_ICONS } from "./menuIcons";
import { MENU_SX } from "./SidebarNav";
import { giftCardsLocked, storeMenu } from "./storeMenu";

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
      {entries.map(({ key, to }) =>
        key === "gift_cards" && giftCardsLocked(website) ? (
          <LockedGiftCardsItem key={key} to={to} websiteId={website.id} />
        ) : (
          <Menu.Item key={key} to={to} primaryText={`app.shell.menu.${key}`} leftIcon={MENU_ICONS[key]} />
        ),
      )}
    </Menu>
  );
};
