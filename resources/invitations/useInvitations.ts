import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Team } from "./types";
import { useSetTeam } from "./store-users/useTeam";

/**
 * After an invitation call: the team it returned, and every read of the Invitation resource
 * (lists and records, keyed by the resource's name) again.
 */
export function useInvitationsChanged(websiteId: number) {
  const queryClient = useQueryClient();
  const setTeam = useSetTeam(websiteId);
  return useCallback(
    (team?: Team) => {
      if (team) setTeam(team);
      return queryClient.invalidateQueries({ queryKey: ["Invitation"] });
    },
    [queryClient, setTeam, websiteId],
  );
}
