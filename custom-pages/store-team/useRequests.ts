import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { RequestStatus } from "../../domain/invitations";
import { apiRequest } from "../../providers/httpClient";
import type { JoinRequest, Page } from "./types";

/** Requests to join this store, or (platform admins) requests for an invitation to the platform. */
export type RequestScope = "store" | "platform";

const requestsKey = (websiteId: number) => ["store-requests", websiteId] as const;

export function useRequests(
  websiteId: number,
  scope: RequestScope,
  status: RequestStatus | "",
  page: number,
) {
  const query = new URLSearchParams({ page: String(page), per_page: "10" });
  if (status) query.set("status", status);
  const path = scope === "store" ? `/api/get/shop/requests/${websiteId}` : "/api/admin/invitation/requests";
  return useQuery({
    queryKey: [...requestsKey(websiteId), scope, status, page],
    queryFn: () => apiRequest<Page<JoinRequest>>(`${path}?${query.toString()}`),
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
