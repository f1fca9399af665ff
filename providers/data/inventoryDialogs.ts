import type {
  DialogList,
  LowStockProduct,
  PriceChangeProduct,
} from "../../resources/products/inventory-dialogs/types";
import { apiRequest } from "../httpClient";

/** The low stock and price change dialogs: their lists and the published toggle, saved at once. */
export const inventoryDialogsActions = {
  fetchLowStock: () => apiRequest<DialogList<LowStockProduct>>("/api/products/low-stock"),
  fetchPriceChanges: () => apiRequest<DialogList<PriceChangeProduct>>("/api/products/price-changes"),
  setProductPublished: (id: number, published: boolean) =>
    apiRequest<{ message: string }>(`/api/product/status/${id}/${published ? 1 : 0}`, { method: "POST" }),
};
