export type {
  CatalogueColour,
  CatalogueItem,
  InventoryLevel,
  SupplierProductBody,
  SupplierProductDetail,
  SupplierProductFields,
  SupplierVariant,
} from "../../domain/contracts/supplier-products";
export type { CountRow, FavouriteProduct } from "../../domain/contracts/catalogue";
export type { Page as Paged } from "../../domain/contracts/page";
export { CATALOGUE_PAGE_SIZE, PICKER_PAGE_SIZE } from "../../domain/catalogue";
