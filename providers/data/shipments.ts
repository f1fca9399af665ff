import type { Shipment } from "../../domain/contracts/orders";
import type { ShipmentRow } from "../../custom-pages/shipments/useShipments";
import { apiRequest, httpClient } from "../httpClient";

/** The active store's shipments: a page of them (Content-Range carries the total), saved or deleted one by one. */
export const shipmentsActions = {
  async listShipments(filter: Record<string, unknown>, range: [number, number]) {
    const query = new URLSearchParams({
      filter: JSON.stringify(filter),
      range: JSON.stringify(range),
      sort: JSON.stringify(["created_at", "DESC"]),
    });
    const { json, headers } = await httpClient(`/api/shipments?${query.toString()}`);
    const total = Number((headers.get("content-range") ?? "/0").split("/").pop());
    return { data: json as ShipmentRow[], total };
  },
  createShipment: (body: Record<string, unknown>) =>
    apiRequest<Shipment>("/api/shipments", { method: "POST", body }),
  /** The order a shipment belongs to does not change. */
  updateShipment: (id: number, body: Record<string, unknown>) =>
    apiRequest<Shipment>(`/api/shipments/${id}`, { method: "PUT", body: { ...body, order_id: undefined } }),
  deleteShipment: (id: number) => apiRequest(`/api/shipments/${id}`, { method: "DELETE" }),
};
