import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { Team } from "../types";

export const teamKey = (websiteId: number) => ["store-team", websiteId] as const;

/** The store's members and open invitations (GET /api/permissions). */
export function useTeam(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: teamKey(websiteId),
    queryFn: () => dataProvider.storeTeam(websiteId),
  });
}

/** Every team call answers with the whole team: it replaces the cached one, no refetch needed. */
export function useSetTeam(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (team: Team) =>
      queryClient.setQueryData<Team>(teamKey(websiteId), {
        user_permissions: team.user_permissions,
        invitations: team.invitations,
      }),
    [queryClient, websiteId],
  );
}
