import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { RequestStatus } from "../../domain/invitations";
import { useAppDataProvider } from "../../providers/dataProvider";

/** Requests to join this store, or (platform admins) requests for an invitation to the platform. */
export type RequestScope = "store" | "platform";

const requestsKey = (websiteId: number) => ["store-requests", websiteId] as const;

export function useRequests(
  websiteId: number,
  scope: RequestScope,
  status: RequestStatus | "",
  page: number,
) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...requestsKey(websiteId), scope, status, page],
    queryFn: () => dataProvider.storeJoinRequests(websiteId, scope, status, page),
    placeholderData: keepPreviousData,
  });
}

export function useRequestsChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: requestsKey(websiteId) }),
    [queryClient, websiteId],
  );
}
