import type { OrderEditInput } from "../../domain/order-money";
import type { OrderDetail } from "../../domain/contracts/orders";
import type { Tracking } from "../../domain/contracts/supplier-account";
import { apiRequest } from "../httpClient";

/** One order as its page shows it, its status changes, the admin's edit and clone, and tracking. */
export const ordersActions = {
  order: (id: number) => apiRequest<OrderDetail>(`/api/orders/${id}`),
  setOrderStatus: (id: number, status: string, note: string | null) =>
    apiRequest<OrderDetail>(`/api/orders/${id}/status`, { method: "PUT", body: { status, note } }),
  saveAdminOrder: (id: number, input: OrderEditInput) =>
    apiRequest<OrderDetail>(`/api/admin/orders/${id}`, { method: "PUT", body: input }),
  /** The copy is a new order; the original stays as it was. */
  cloneAdminOrder: (id: number, input: OrderEditInput) =>
    apiRequest<OrderDetail>(`/api/admin/orders/${id}/clone`, { method: "POST", body: input }),
  /** The supplier account's tracking of a shipment. */
  shipmentTracking: (number: string) =>
    apiRequest<Tracking>(`/api/profill/fetch-tracking/${encodeURIComponent(number)}`),
};
