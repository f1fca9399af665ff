import { Menu } from "react-admin";
import type { UserDto, WebsiteSummary } from "../../../domain/api";
import { LockedGiftCardsItem } from "./LockedGiftCardsItem";
import { MENU_ICONS } from "./menuIcons";
import { giftCardsLocked, storeMenu } from "./storeMenu";

interface StoreMenuItemsProps {
  user: UserDto;
  website: WebsiteSummary;
}

export const StoreMenuItems = ({ user, website }: StoreMenuItemsProps) => (
  <>
    {storeMenu(user, website).map(({ key, to }) =>
      key === "gift_cards" && giftCardsLocked(website) ? (
        <LockedGiftCardsItem key={key} to={to} websiteId={website.id} />
      ) : (
        <Menu.Item key={key} to={to} primaryText={`app.shell.menu.${key}`} leftIcon={MENU_ICONS[key]} />
      ),
    )}
  </>
);
