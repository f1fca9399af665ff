export const PRODUCT_STATUSES = ["published", "unpublished", "scheduled"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A /api/bread/Product row (the fields the list shows). */
export interface ProductRecord {
  id: number;
  website_id: number;
  name: string;
  price: number;
  status: ProductStatus;
  inventory_quantity: number;
  preview_photo_url: string | null;
  updated_at: string;
}
