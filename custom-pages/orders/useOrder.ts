import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { OrderDetail } from "./types";

export const orderKey = (id: number) => ["order", id] as const;

export function useOrder(id: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => dataProvider.order(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** After a write the order page shows the server's answer at once, then lists refetch. */
export function useSetOrder() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderKey(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ["shipments"] });
  };
}
