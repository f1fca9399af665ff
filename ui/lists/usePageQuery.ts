import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { ListQueryParams } from "../../providers/data/lists";

export { queryString } from "../../providers/data/lists";
export type QueryParams = ListQueryParams;

interface PageQueryOptions {
  /** `false` for answers a retry cannot change, e.g. a 403 shown as a locked feature. */
  retry?: false;
  /** `false` when the answer is known to be a refusal (a feature the store's plan lacks). */
  enabled?: boolean;
}

/** GET `path` with `params` (page, per_page and filters); cached under `key` followed by the params. */
export function usePageQuery<R>(
  key: readonly string[],
  path: string,
  params: QueryParams,
  options: PageQueryOptions = {},
) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...key, params],
    queryFn: () => dataProvider.listPage<R>(path, params),
    ...options,
  });
}

/**
 * The active store's list: website_id comes first in the query, nothing is asked before a store
 * is active, and `[key]` alone invalidates every page of every store.
 */
export function useStorePageQuery<R>(
  key: string,
  path: string,
  params: QueryParams,
  options: PageQueryOptions = {},
) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: [key, websiteId, params],
    queryFn: () => dataProvider.listPage<R>(path, { website_id: websiteId, ...params }),
    ...options,
    enabled: websiteId !== null && options.enabled !== false,
  });
}

/** Refetches every cached page under `key` (and `sub`, if given) after a write changed the list. */
export function useListChanged(key: string, sub?: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: sub === undefined ? [key] : [key, sub] }),
    [queryClient, key, sub],
  );
}
