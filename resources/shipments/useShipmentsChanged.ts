import { useCallback } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * After a shipment write: the Shipment resource's lists, the onboarding progress (GET
 * /api/app_progress; shipment writes refetch it) and whatever the caller names (e.g. the order
 * the shipment belongs to) refetch.
 */
export function useShipmentsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (also?: QueryKey) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["Shipment"] }),
        queryClient.invalidateQueries({ queryKey: ["app_progress"] }),
        ...(also === undefined ? [] : [queryClient.invalidateQueries({ queryKey: also })]),
      ]);
    },
    [queryClient],
  );
}
