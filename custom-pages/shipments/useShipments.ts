import { useQuery } from "@tanstack/react-query";
import { httpClient } from "../../providers/httpClient";
import { useActiveWebsite } from "../../providers/activeWebsite";
import type { Shipment } from "../orders/types";

export interface ShipmentRow extends Shipment {
  website_name: string;
  buyer_name: string;
}

/** A page of the active store's shipments (GET /api/shipments, Content-Range for the total). */
export function useShipments(filter: { status: string; q: string; page: number; perPage: number }) {
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: ["shipments", websiteId, filter],
    enabled: websiteId !== null,
    queryFn: async () => {
      const start = (filter.page - 1) * filter.perPage;
      const f: Record<string, unknown> = { website_id: websiteId };
      if (filter.status) f.status = filter.status;
      if (filter.q) f.q = filter.q;
      const query = new URLSearchParams({
        filter: JSON.stringify(f),
        range: JSON.stringify([start, start + filter.perPage - 1]),
        sort: JSON.stringify(["created_at", "DESC"]),
      });
      const { json, headers } = await httpClient(`/api/shipments?${query.toString()}`);
      const total = Number((headers.get("content-range") ?? "/0").split("/").pop());
      return { rows: json as ShipmentRow[], total };
    },
  });
}
