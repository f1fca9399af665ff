/**
 * Global low stock and price change dialogs. The product list
 * mounts <InventoryDialogs />; the layout may mount it as well to show them on every page.
 */
export { InventoryDialogs } from "./InventoryDialogs";
export { InventoryDialogButtons } from "./InventoryDialogButtons";
export { LowStockDialog } from "./LowStockDialog";
export { PriceChangeDialog } from "./PriceChangeDialog";
