import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { Level } from "../invitations/types";

const levelsKey = (websiteId: number) => ["store-levels", websiteId] as const;

/** The store's access levels with their users (GET /api/levels). */
export function useLevels(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: levelsKey(websiteId),
    queryFn: () => dataProvider.storeLevels(websiteId),
  });
}

/** Level calls answer with the level: it takes its place in the cached list (or leaves it). */
export function useLevelsChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: { put?: Level; removeId?: number }) =>
      queryClient.setQueryData<Level[]>(levelsKey(websiteId), (levels = []) => {
        const rest = levels.filter((l) => l.id !== change.put?.id && l.id !== change.removeId);
        return change.put ? [...rest, change.put].sort((a, b) => a.name.localeCompare(b.name)) : rest;
      }),
    [queryClient, websiteId],
  );
}
