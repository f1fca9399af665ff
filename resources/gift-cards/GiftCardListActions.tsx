import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import GiftIcon from "@mui/icons-material/CardGiftcard";
import { CreateButton, HttpError, useListContext, useTranslate } from "react-admin";
import { ListToolbar } from "../../ui/lists/ListToolbar";

/**
 * The shared list toolbar, the gift-card products buyers purchase on the storefront, and create,
 * disabled while the store's plan lacks gift cards.
 */
export const GiftCardListActions = ({ locked }: { locked: boolean }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  const refused = locked || (error instanceof HttpError && error.status === 403);
  return (
    <ListToolbar create={false}>
      <Button component={RouterLink} to="/product/gift-card" startIcon={<GiftIcon />} disabled={refused}>
        {translate("app.money.gift_card_product.list_title")}
      </Button>
      <CreateButton label="app.money.gift_cards.new" disabled={refused} />
    </ListToolbar>
  );
};
