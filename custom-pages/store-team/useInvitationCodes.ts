import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import type { ListedInvitationCode, Page } from "./types";

const codesKey = (websiteId: number) => ["store-invitation-codes", websiteId] as const;

/** One page of the store's invitation codes, newest first (GET /api/websites/{id}/invitation-codes). */
export function useInvitationCodes(websiteId: number, page: number) {
  return useQuery({
    queryKey: [...codesKey(websiteId), page],
    queryFn: () =>
      apiRequest<Page<ListedInvitationCode>>(
        `/api/websites/${websiteId}/invitation-codes?page=${page}&per_page=10`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** After a code is created: the code pages read again. */
export function useInvitationCodesChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: codesKey(websiteId) }),
    [queryClient, websiteId],
  );
}
