export const PRODUCT_STATUSES = ["published", "unpublished", "scheduled"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Low stock: 0 pieces is low, 1 to 9 medium, otherwise high. */
export type InventoryLevel = "low" | "medium" | "high";

/** A row of GET /api/all/website/products (and of /api/bread/Product, which has the first fields). */
export interface ProductRecord {
  id: number;
  website_id: number;
  name: string;
  price: number;
  status: ProductStatus;
  inventory_quantity: number;
  preview_photo_url: string | null;
  updated_at: string;
  slug?: string;
  available?: number;
  sort_order?: number;
  inventory_level?: InventoryLevel;
  min_quantity?: number;
  published_from?: string | null;
  published_to?: string | null;
  deleted_at?: string | null;
  /** The version the row was read at: a save sends it back (a stale one is refused). */
  version?: number;
}

/** The list's filter values: `q` is the spec's term, `deleted` the Deleted tab. */
export interface ProductListFilter {
  q?: string;
  status?: ProductStatus;
  deleted?: "1";
}

export interface ProductPage {
  data: ProductRecord[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}
