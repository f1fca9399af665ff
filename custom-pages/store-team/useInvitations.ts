import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import type { Invitation, Page, Team } from "./types";
import { useSetTeam } from "./useTeam";

export type StatusFilter = "" | Invitation["status"];

const invitationsKey = (websiteId: number) => ["store-invitations", websiteId] as const;

/** One page of the store's invitations, newest first, optionally of one status. */
export function useInvitations(websiteId: number, status: StatusFilter, page: number) {
  const query = new URLSearchParams({ website_id: String(websiteId), page: String(page), per_page: "10" });
  if (status) query.set("status", status);
  return useQuery({
    queryKey: [...invitationsKey(websiteId), status, page],
    queryFn: () => apiRequest<Page<Invitation>>(`/api/get/invitations?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** After an invitation call: the team it returned, and the invitation pages read again. */
export function useInvitationsChanged(websiteId: number) {
  const queryClient = useQueryClient();
  const setTeam = useSetTeam(websiteId);
  return useCallback(
    (team?: Team) => {
      if (team) setTeam(team);
      return queryClient.invalidateQueries({ queryKey: invitationsKey(websiteId) });
    },
    [queryClient, setTeam, websiteId],
  );
}
