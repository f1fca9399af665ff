import InventoryIcon from "@mui/icons-material/Inventory";
import PriceChangeIcon from "@mui/icons-material/PriceChange";
import { Badge } from "@mui/material";
import { Button, useTranslate } from "react-admin";
import { useInventoryLists, useOpenInventoryDialog } from "./useInventoryLists";

/** Toolbar buttons opening the dialogs, with how many products each lists. */
export const InventoryDialogButtons = () => {
  const [, setOpen] = useOpenInventoryDialog();
  const { lowStock, priceChanges } = useInventoryLists();
  const translate = useTranslate();
  // The name says what the button shows, the badge's count then the label; the space keeps them two words.
  const named = (count: number, label: string) => `${count > 99 ? "99+" : count} ${translate(label)}`;
  const spaced = (label: string) => <>{` ${translate(label)}`}</>;
  return (
    <>
      <Button
        label={spaced("app.productList.inventory_dialogs.low_stock_button")}
        aria-label={named(lowStock.data?.total ?? 0, "app.productList.inventory_dialogs.low_stock_button")}
        onClick={() => setOpen("low_stock")}
      >
        <Badge badgeContent={lowStock.data?.total ?? 0} color="error" max={99}>
          <InventoryIcon />
        </Badge>
      </Button>
      <Button
        label={spaced("app.productList.inventory_dialogs.price_changes_button")}
        aria-label={named(
          priceChanges.data?.total ?? 0,
          "app.productList.inventory_dialogs.price_changes_button",
        )}
        onClick={() => setOpen("price_changes")}
      >
        <Badge badgeContent={priceChanges.data?.total ?? 0} color="warning" max={99}>
          <PriceChangeIcon />
        </Badge>
      </Button>
    </>
  );
};
