import InventoryIcon from "@mui/icons-material/Inventory";
import PriceChangeIcon from "@mui/icons-material/PriceChange";
import { Badge } from "@mui/material";
import { Button } from "react-admin";
import { useInventoryLists, useOpenInventoryDialog } from "./useInventoryLists";

/** Toolbar buttons opening the dialogs, with how many products each lists. */
export const InventoryDialogButtons = () => {
  const [, setOpen] = useOpenInventoryDialog();
  const { lowStock, priceChanges } = useInventoryLists();
  return (
    <>
      <Button label="app.productList.inventory_dialogs.low_stock_button" onClick={() => setOpen("low_stock")}>
        <Badge badgeContent={lowStock.data?.total ?? 0} color="error" max={99}>
          <InventoryIcon />
        </Badge>
      </Button>
      <Button
        label="app.productList.inventory_dialogs.price_changes_button"
        onClick={() => setOpen("price_changes")}
      >
        <Badge badgeContent={priceChanges.data?.total ?? 0} color="warning" max={99}>
          <PriceChangeIcon />
        </Badge>
      </Button>
    </>
  );
};
