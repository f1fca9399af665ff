import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { WebsiteDetail } from "../../../domain/contracts/store-settings";
import { WEBSITES_QUERY_KEY } from "../../../providers/activeWebsite";

/**
 * The settings screen reads and saves the store with this meta: the dataProvider answers it with
 * GET /api/websites/{id}, the store with every tab's data (edit_settings), not BREAD's bare row.
 */
export const STORE_SETTINGS_META = { storeSettings: true } as const;

/** react-admin's cache key of the store as the settings screen reads it. */
export const storeRecordKey = (websiteId: number) =>
  ["Website", "getOne", { id: String(websiteId), meta: STORE_SETTINGS_META }] as const;

/** Writes an answer into the cached store, so every tab shows what the server now holds. */
export function useUpdateDetail(websiteId: number) {
  const client = useQueryClient();
  return useCallback(
    (change: Partial<WebsiteDetail>) => {
      client.setQueryData<WebsiteDetail>(storeRecordKey(websiteId), (old) =>
        old ? { ...old, ...change } : old,
      );
      // Store names, logos and plans also show in the shell's store lists.
      void client.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
    [client, websiteId],
  );
}

/** For saves whose answer holds only part of a section: read the store again. */
export function useReloadDetail(websiteId: number) {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: storeRecordKey(websiteId) }),
    [client, websiteId],
  );
}
