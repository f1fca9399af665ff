import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";

const codesKey = (websiteId: number) => ["store-invitation-codes", websiteId] as const;

/** One page of the store's invitation codes, newest first (GET /api/websites/{id}/invitation-codes). */
export function useInvitationCodes(websiteId: number, page: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...codesKey(websiteId), page],
    queryFn: () => dataProvider.storeInvitationCodes(websiteId, page),
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
