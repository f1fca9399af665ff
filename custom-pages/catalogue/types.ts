export type InventoryLevel = "low" | "medium" | "high";

export interface CatalogueColour {
  name: string;
  hex: string;
  inventory: InventoryLevel;
  quantity: number;
  photos: { place: string; url: string | null }[];
}

/** What a supplier product says of itself, as it is read and as it is saved. Money in cents. */
export interface SupplierProductFields {
  style_id: string;
  short_name: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  suggested_method: number;
  second_suggested_method: number | null;
  moq: number;
  print_price: number;
  first_custom_fee: number;
  popular: number;
}

/** One supplier product as GET /api/all/products lists it. Money in cents. */
export interface CatalogueItem extends SupplierProductFields {
  id: number;
  is_customizable: number;
  is_active: number;
  similar_product_id: number | null;
  inventory_quantity: number;
  price_from: number | null;
  photo: string | null;
  colors: CatalogueColour[];
  sizes: string[];
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface SupplierVariant {
  id: number;
  sku: string;
  color: string;
  color_swatch: string;
  size: string;
  cost: number;
  quantity: number;
  available: number;
}

export interface SupplierProductDetail extends CatalogueItem {
  print_price_second: number;
  size_images: (string | null)[];
  variants: SupplierVariant[];
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

export interface SupplierProductBody extends SupplierProductFields {
  print_price_second: number;
  is_customizable: 0 | 1;
  is_active: 0 | 1;
  variants: (Omit<SupplierVariant, "id" | "sku" | "available"> & { id?: number; available: 0 | 1 })[];
}

// Categories (childOf, childrens).
export interface CategoryNode {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  childOf: number | null;
  sort_order: number;
  childrens: CategoryNode[];
}

/** A store's categories, or "platform" for the admin's own tree (/master/admin/categories). */
export type CategoryScope = number | "platform";

export interface CategoryBody {
  name: string;
  slug: string;
  childOf: number | null;
}

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
