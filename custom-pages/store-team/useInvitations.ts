import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { Invitation, Team } from "./types";
import { useSetTeam } from "./useTeam";

export type StatusFilter = "" | Invitation["status"];

const invitationsKey = (websiteId: number) => ["store-invitations", websiteId] as const;

/** One page of the store's invitations, newest first, optionally of one status. */
export function useInvitations(websiteId: number, status: StatusFilter, page: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...invitationsKey(websiteId), status, page],
    queryFn: () => dataProvider.storeInvitations(websiteId, status, page),
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
