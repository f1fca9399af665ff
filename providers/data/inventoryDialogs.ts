import type { LowStockList, PriceChangeList } from "../../domain/contracts/inventory-dialogs";
import { apiRequest } from "../httpClient";

/** The low stock and price change dialogs: their lists and the published toggle, saved at once. */
export const inventoryDialogsActions = {
  fetchLowStock: () => apiRequest<LowStockList>("/api/products/low-stock"),
  fetchPriceChanges: () => apiRequest<PriceChangeList>("/api/products/price-changes"),
  setProductPublished: (id: number, published: boolean) =>
    apiRequest<{ message: string }>(`/api/product/status/${id}/${published ? 1 : 0}`, { method: "POST" }),
};
