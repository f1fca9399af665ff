export type {
  CatalogueColour,
  CatalogueItem,
  InventoryLevel,
  SupplierProductBody,
  SupplierProductDetail,
  SupplierProductFields,
  SupplierVariant,
} from "../../domain/contracts/supplier-products";

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface CatalogueQuery {
  term?: string;
  page?: number;
  perPage?: number;
  brands?: readonly string[];
  categories?: readonly string[];
  /** Admins: list the switched-off products instead of the active ones. */
  inactive?: boolean;
}

/** The catalogue shows 12 per page; the picker asks 100 at once. */
export const CATALOGUE_PAGE_SIZE = 12;
export const PICKER_PAGE_SIZE = 100;

export interface CountRow {
  name: string;
  count: number;
}

// Categories (childOf, childrens).

// Wishlist (favourite store products).
export interface FavouriteProduct {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  price: number;
  inventory_quantity: number;
  status: "published" | "unpublished" | "scheduled";
  preview_photo_url: string | null;
  updated_at: string;
}
