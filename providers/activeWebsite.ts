import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "./httpClient";
import { getActiveWebsiteId, storeActiveWebsiteId, subscribeActiveWebsite } from "./activeWebsiteStore";
import { isSignedIn } from "./session";
import type { WebsiteSummary } from "../domain/api";

export { getActiveWebsiteId, storeActiveWebsiteId } from "./activeWebsiteStore";

export const WEBSITES_QUERY_KEY = ["websites"] as const;

/** The cookie if it names a store the user may open, else the first non-demo store, else the first. */
export function chooseActiveWebsite(
  websites: readonly WebsiteSummary[],
  cookieId: number | null,
): WebsiteSummary | null {
  return (
    websites.find((w) => w.id === cookieId) ?? websites.find((w) => !Number(w.is_demo)) ?? websites[0] ?? null
  );
}

/** GET /api/websites: the stores the signed-in user may open. */
export function useWebsites() {
  return useQuery({
    queryKey: WEBSITES_QUERY_KEY,
    queryFn: () => apiRequest<WebsiteSummary[]>("/api/websites"),
    enabled: isSignedIn(),
    staleTime: 60_000,
    // A failed store list signs the user out, so one quick retry is enough patience.
    retry: 1,
  });
}

/** Store-scoped answers change with the store, so everything except the store list is refetched. */
function invalidateStoreScoped(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== WEBSITES_QUERY_KEY[0] });
}

export function useActiveWebsite() {
  const queryClient = useQueryClient();
  const { data: websites = [], isPending, isError } = useWebsites();
  const cookieId = useSyncExternalStore(subscribeActiveWebsite, getActiveWebsiteId);
  const website = chooseActiveWebsite(websites, cookieId);
  const websiteId = website?.id ?? null;

  const setActiveWebsite = useCallback(
    (id: number | null) => {
      // Signing out clears the choice while the pages are still mounted; they must not refetch then.
      if (id === getActiveWebsiteId() || !isSignedIn()) return;
      storeActiveWebsiteId(id);
      void invalidateStoreScoped(queryClient);
    },
    [queryClient],
  );

  // Persist the rule's choice so that httpClient sends it as X-Website-Id.
  useEffect(() => {
    if (!isPending && !isError && websiteId !== cookieId) setActiveWebsite(websiteId);
  }, [isPending, isError, websiteId, cookieId, setActiveWebsite]);

  // Settled once the rule's choice is what httpClient will send.
  const isSettled = isError || (!isPending && websiteId === cookieId);
  // The remembered store is not among the user's stores any more (deleted, or access taken away).
  const missingId = !isPending && !isError && cookieId !== null && websiteId !== cookieId ? cookieId : null;

  return { website, websiteId, websites, isPending, isError, isSettled, missingId, setActiveWebsite };
}

/**
 * A record reached from a screen of several stores (a dashboard tile, a notification, the activity
 * log) is worked on in its own store: once its store is known, that store becomes the current one
 * if the user may open it, as the store switcher does, so the sidebar, the store header of every
 * call and the page speak of the same store. Once per record store: afterwards the switcher leads.
 */
export function useRecordStoreAsActive(recordWebsiteId: number | undefined): void {
  const { websites, websiteId, isPending, setActiveWebsite } = useActiveWebsite();
  const adopted = useRef<number | null>(null);
  useEffect(() => {
    if (isPending || recordWebsiteId === undefined || adopted.current === recordWebsiteId) return;
    adopted.current = recordWebsiteId;
    if (recordWebsiteId !== websiteId && websites.some((w) => w.id === recordWebsiteId))
      setActiveWebsite(recordWebsiteId);
  }, [isPending, recordWebsiteId, websiteId, websites, setActiveWebsite]);
}

/** The list filter of the active store's records: its id, or none while no store is chosen. */
export function useActiveStoreFilter(): { website_id?: number } {
  const { websiteId } = useActiveWebsite();
  return websiteId === null ? {} : { website_id: websiteId };
}
