import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";

/**
 * After a shipment write: the shipment lists, the order it belongs to, and the onboarding
 * progress (GET /api/app_progress; shipment writes refetch it) refetch.
 */
export function useShipmentsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (orderId?: number) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["shipments"] }),
        queryClient.invalidateQueries({ queryKey: ["app_progress"] }),
        ...(orderId === undefined
          ? []
          : [queryClient.invalidateQueries({ queryKey: ["Order", "getOne", { id: String(orderId) }] })]),
      ]);
    },
    [queryClient],
  );
}
