import { apiRequest } from "../../providers/httpClient";

export interface DialogProduct {
  id: number;
  name: string;
  price: number;
  available: number;
  status: "published" | "unpublished" | "scheduled";
  inventory_quantity: number;
  inventory_level: "low" | "medium" | "high";
  preview_photo_url: string | null;
}
export interface LowStockProduct extends DialogProduct {
  stock_percent: number;
}
export interface PriceChangeProduct extends DialogProduct {
  brand: string | null;
  cost: number;
  supplier_updated_at: string;
}
export interface DialogList<T> {
  data: T[];
  total: number;
}

export const INVENTORY_KEY = ["inventory-dialogs"] as const;

export const fetchLowStock = () => apiRequest<DialogList<LowStockProduct>>("/api/products/low-stock");
export const fetchPriceChanges = () =>
  apiRequest<DialogList<PriceChangeProduct>>("/api/products/price-changes");

/** The dialogs' published toggle, saved at once. */
export const setPublished = (id: number, published: boolean) =>
  apiRequest<{ message: string }>(`/api/product/status/${id}/${published ? 1 : 0}`, { method: "POST" });
