import { apiRequest } from "../httpClient";

/** The order lists' own actions. */
export const orderListActions = {
  /** POST /api/delete/purchase/{id}: cancels and archives the order. */
  deletePurchase: (id: number) => apiRequest<unknown>(`/api/delete/purchase/${id}`, { method: "POST" }),
};
