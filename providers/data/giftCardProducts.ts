import type { GiftCardProduct } from "../../custom-pages/gift-card-product/types";
import { apiRequest } from "../httpClient";

/** A store's gift card products: one read, created, updated or deleted. */
export const giftCardProductsActions = {
  giftCardProduct: (id: number) => apiRequest<GiftCardProduct>(`/api/gift-card-products/${id}`),
  createGiftCardProduct: (body: Record<string, unknown>) =>
    apiRequest<{ message: string; data: GiftCardProduct }>("/api/gift-card-products", { body }),
  updateGiftCardProduct: (id: number, body: Record<string, unknown>) =>
    apiRequest<{ message: string; data: GiftCardProduct }>(`/api/gift-card-products/${id}`, {
      method: "PUT",
      body,
    }),
  deleteGiftCardProduct: (id: number) =>
    apiRequest<{ message: string }>(`/api/gift-card-products/${id}`, { method: "DELETE" }),
};
