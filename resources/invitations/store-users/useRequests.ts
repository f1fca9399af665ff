import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Requests to join this store, or (platform admins) requests for an invitation to the platform. */
export type RequestScope = "store" | "platform";

/** After a request is answered or changed: the request lists read again. */
export function useRequestsChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["StoreJoinRequest"] }), [queryClient]);
}
