import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { WEBSITES_QUERY_KEY } from "../../providers/activeWebsite";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { WebsiteDetail } from "./types";

export const detailKey = (websiteId: number) => ["store-settings", websiteId] as const;

/** GET /api/websites/{id}: the store with every tab's data (edit_settings). */
export function useWebsiteDetail(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: detailKey(websiteId),
    queryFn: () => dataProvider.storeDetail(websiteId),
    retry: false,
    enabled: Number.isInteger(websiteId) && websiteId > 0,
  });
}

/** Writes a save's answer into the cached store, so every tab shows what the server now holds. */
export function useUpdateDetail(websiteId: number) {
  const client = useQueryClient();
  return useCallback(
    (change: Partial<WebsiteDetail> | WebsiteDetail) => {
      client.setQueryData<WebsiteDetail>(detailKey(websiteId), (old) => (old ? { ...old, ...change } : old));
      // Store names, logos and plans also show in the shell's store lists.
      void client.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
    [client, websiteId],
  );
}

/** For saves whose answer holds only part of a section: read the store again. */
export function useReloadDetail(websiteId: number) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: detailKey(websiteId) }), [client, websiteId]);
}
