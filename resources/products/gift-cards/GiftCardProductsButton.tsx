import GiftIcon from "@mui/icons-material/CardGiftcard";
import { Button, Link, useCanAccess } from "react-admin";

/** From the store's products to its gift-card products, for those who may manage them. */
export const GiftCardProductsButton = () => {
  const { canAccess } = useCanAccess({ resource: "GiftCardProduct", action: "list" });
  if (!canAccess) return null;
  return (
    <Button component={Link} to="/GiftCardProduct" label="app.money.gift_card_product.list_title">
      <GiftIcon />
    </Button>
  );
};
