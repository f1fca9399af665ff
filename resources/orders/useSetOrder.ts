import { useQueryClient } from "@tanstack/react-query";
import type { OrderDetail } from "../../domain/contracts/orders";

/** react-admin's cache key of one Order record (useGetOne, the show and edit views). */
export const orderRecordKey = (id: number) => ["Order", "getOne", { id: String(id) }] as const;

/** After a write the order shows the server's answer at once; the lists and shipments refetch. */
export function useSetOrder() {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderRecordKey(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ["Order", "getList"] });
    void queryClient.invalidateQueries({ queryKey: ["shipments"] });
  };
}
