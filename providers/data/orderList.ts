import { downloadFile } from "../transport/download";
import { apiRequest } from "../httpClient";

/** The order lists' own actions. */
export const orderListActions = {
  /** POST /api/delete/purchase/{id}: cancels and archives the order. */
  deletePurchase: (id: number) => apiRequest<unknown>(`/api/delete/purchase/${id}`, { method: "POST" }),
  /**
   * GET /api/orders/export: the server's CSV of every order the filter selects (streamed, not
   * capped by a page); resolves to the name the file was saved under.
   */
  exportOrders: (filter: Record<string, unknown>) =>
    downloadFile(`/api/orders/export?filter=${encodeURIComponent(JSON.stringify(filter))}`, "orders.csv"),
};
