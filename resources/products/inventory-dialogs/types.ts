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
