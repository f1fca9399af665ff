/**
 * What other areas use from the catalogue: the supplier product picker and the category picker
 * (product editor), and the favourite heart (product lists).
 */
export { SupplierProductPicker, type SupplierProductPickerProps } from "./SupplierProductPicker";
export { CategoryPicker, type CategoryPickerProps } from "./categories/CategoryPicker";
export { CategoryDialog, type CategoryDialogProps } from "./categories/CategoryDialog";
export { FavouriteButton } from "./wishlist/FavouriteButton";
export type { CatalogueItem, CatalogueColour, CategoryNode, SupplierProductDetail } from "./types";
