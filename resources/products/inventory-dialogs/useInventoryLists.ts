import { useQuery } from "@tanstack/react-query";
import { useStore } from "react-admin";
import { getActiveWebsiteId } from "../../../providers/activeWebsiteStore";
import { INVENTORY_KEY } from "./inventoryKey";
import { useAppDataProvider } from "../../../providers/dataProvider";

export type InventoryDialog = "low_stock" | "price_changes";

/** Which dialog is open; shared by the toolbar buttons and the dialogs themselves. */
export const useOpenInventoryDialog = () =>
  useStore<InventoryDialog | null>("productList.inventoryDialog", null);

/** The two lists of the active store; both are small (at most 100 rows each). */
export function useInventoryLists(enabled = true) {
  const dataProvider = useAppDataProvider();
  const store = getActiveWebsiteId();
  const lowStock = useQuery({
    queryKey: [...INVENTORY_KEY, "low-stock", store],
    queryFn: () => dataProvider.fetchLowStock(),
    enabled: enabled && store !== null,
  });
  const priceChanges = useQuery({
    queryKey: [...INVENTORY_KEY, "price-changes", store],
    queryFn: () => dataProvider.fetchPriceChanges(),
    enabled: enabled && store !== null,
  });
  return { store, lowStock, priceChanges };
}
