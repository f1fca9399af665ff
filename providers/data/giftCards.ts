import type { GiftCard, GiftCardDetail } from "../../domain/contracts/gift-cards";
import { apiRequest } from "../httpClient";

/** A store's gift cards: one read, issued (one or a batch), and changed (status, balance). */
export const giftCardsActions = {
  giftCard: (id: number) => apiRequest<GiftCardDetail>(`/api/gift-cards/${id}`),
  createGiftCards: (body: Record<string, unknown>) =>
    apiRequest<{ data: GiftCard[] }>("/api/gift-cards", { body }),
  updateGiftCard: (id: number, body: Record<string, unknown>) =>
    apiRequest<{ message: string }>(`/api/gift-cards/${id}`, { method: "PUT", body }),
};
