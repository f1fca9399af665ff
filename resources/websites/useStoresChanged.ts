import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRefresh } from "react-admin";
import type { WebsiteSummary } from "../../domain/api";
import { WEBSITES_QUERY_KEY } from "../../providers/activeWebsite";
import { getActiveWebsiteId, storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { forgetUser } from "../../providers/session";

export interface StoresChange {
  /** A store the user no longer has in use (archived, deleted, given away). */
  removedId?: number;
  /** A store that was just created or copied: it becomes the active store. */
  added?: WebsiteSummary;
}

/**
 * After a store is created, copied, archived, restored, deleted or given away, every store list is
 * read again: this list, the active-store picker (GET /api/websites) and GET /api/user, whose
 * per-store rights the menus and the route guard read.
 */
export function useStoresChanged() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useCallback(
    async ({ removedId, added }: StoresChange = {}) => {
      // The picker must not keep (or fall back to) a store that is gone: dropped from its cached list
      // first, so choosing the next store never flashes "Website not found".
      queryClient.setQueryData<WebsiteSummary[]>(WEBSITES_QUERY_KEY, (old) => {
        if (!old) return old;
        const kept = removedId === undefined ? old : old.filter((w) => w.id !== removedId);
        return added ? [added, ...kept.filter((w) => w.id !== added.id)] : kept;
      });
      if (removedId !== undefined && getActiveWebsiteId() === removedId) storeActiveWebsiteId(null);
      if (added) storeActiveWebsiteId(added.id);
      forgetUser();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["auth"] }),
      ]);
      refresh();
    },
    [queryClient, refresh],
  );
}
