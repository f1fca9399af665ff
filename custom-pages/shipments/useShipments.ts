import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import type { Paging } from "../../ui/lists/usePaging";
import type { Shipment } from "../../domain/contracts/orders";

export interface ShipmentRow extends Shipment {
  website_name: string;
  buyer_name: string;
}

/** A page of the active store's shipments (GET /api/shipments, Content-Range for the total). */
export function useShipments(
  filter: { status: string; q: string },
  { page, perPage }: Pick<Paging, "page" | "perPage">,
) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: ["shipments", websiteId, filter, page, perPage],
    enabled: websiteId !== null,
    queryFn: async () => {
      const start = (page - 1) * perPage;
      const f: Record<string, unknown> = { website_id: websiteId };
      if (filter.status) f.status = filter.status;
      if (filter.q) f.q = filter.q;
      return dataProvider.listShipments(f, [start, start + perPage - 1]);
    },
  });
}
