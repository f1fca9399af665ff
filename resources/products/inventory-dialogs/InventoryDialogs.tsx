import { useEffect, useRef } from "react";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { LowStockDialog } from "./LowStockDialog";
import { PriceChangeDialog } from "./PriceChangeDialog";
import { useInventoryLists, useOpenInventoryDialog, type InventoryDialog } from "./useInventoryLists";

const SHOWN_KEY = "inventoryDialogs.shown";

/** Once per browser session and store: the dialogs inform, they must not nag on every page. */
function shownFor(store: number): boolean {
  return sessionStorage.getItem(`${SHOWN_KEY}.${store}`) === "1";
}
function markShown(store: number): void {
  sessionStorage.setItem(`${SHOWN_KEY}.${store}`, "1");
}

/**
 * The low stock and price change dialogs. They open by themselves when the signed-in user's
 * notification settings ask for them (inventory_notifications / low_inventory, and
 * price_changes_notifications) and the active store has something to show; the list toolbar's
 * buttons open them any time. Mount once, inside <Admin> (the product list does; the layout may).
 */
export const InventoryDialogs = () => {
  const { user } = useCurrentUser();
  const [open, setOpen] = useOpenInventoryDialog();
  const wantsLowStock = user ? user.low_inventory === 1 || user.inventory_notifications === 1 : false;
  const wantsPrices = user ? user.price_changes_notifications === 1 : false;
  const { store, lowStock, priceChanges } = useInventoryLists(wantsLowStock || wantsPrices);
  // Opened by itself with both wanted: the price changes follow when the low stock one closes.
  const chainPrices = useRef(false);

  useEffect(() => {
    if (store === null || shownFor(store) || open !== null) return;
    if (!lowStock.isSuccess || !priceChanges.isSuccess) return;
    let first: InventoryDialog | null = null;
    if (wantsLowStock && lowStock.data.total > 0) first = "low_stock";
    else if (wantsPrices && priceChanges.data.total > 0) first = "price_changes";
    if (first === null) return;
    markShown(store);
    chainPrices.current = first === "low_stock" && wantsPrices && priceChanges.data.total > 0;
    setOpen(first);
  }, [
    store,
    open,
    setOpen,
    wantsLowStock,
    wantsPrices,
    lowStock.isSuccess,
    lowStock.data,
    priceChanges.isSuccess,
    priceChanges.data,
  ]);

  const close = () => {
    if (open === "low_stock" && chainPrices.current) {
      chainPrices.current = false;
      setOpen("price_changes");
      return;
    }
    setOpen(null);
  };

  return (
    <>
      <LowStockDialog open={open === "low_stock"} onClose={close} />
      <PriceChangeDialog open={open === "price_changes"} onClose={close} />
    </>
  );
};
