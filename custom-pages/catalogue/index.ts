/**
 * What other areas use from the catalogue: the supplier product picker and the favourite heart
 * (product lists).
 */
export { SupplierProductPicker, type SupplierProductPickerProps } from "./SupplierProductPicker";
export { FavouriteButton } from "./wishlist/FavouriteButton";
export type { CatalogueItem, CatalogueColour, SupplierProductDetail } from "./types";
