/** The supplier catalogue's records as the API answers them. Money in cents. */
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

export interface SupplierProductBody extends SupplierProductFields {
  print_price_second: number;
  is_customizable: 0 | 1;
  is_active: 0 | 1;
  variants: (Omit<SupplierVariant, "id" | "sku" | "available"> & { id?: number; available: 0 | 1 })[];
}

/** One blank as BREAD SupplierProduct lists it: the lowest variant cost and the variant count added. */
export interface SupplierProductRecord extends SupplierProductFields {
  id: number;
  print_price_second: number;
  is_customizable: number;
  is_active: number;
  similar_product_id: number | null;
  inventory_quantity: number;
  price_from: number | null;
  variant_count: number;
  size_images: string[];
  created_at: string;
  updated_at: string;
}
