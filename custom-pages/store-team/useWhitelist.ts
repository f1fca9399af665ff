import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";

const whitelistKey = (websiteId: number) => ["store-whitelist", websiteId] as const;

/** The whitelisted domains, read from the store's detail. */
export function useWhitelistDomains(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...whitelistKey(websiteId), "domains"],
    queryFn: async () => {
      const detail = await dataProvider.storeWhitelist(websiteId);
      return detail.whitelist_emails.map((d) => d.domain);
    },
  });
}

/** One page (50) of the whitelisted users, searched by email or name. */
export function useWhitelistedUsers(websiteId: number, page: number, search: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...whitelistKey(websiteId), "users", page, search.trim()],
    queryFn: () => dataProvider.storeWhitelistedUsers(websiteId, page, search),
    placeholderData: keepPreviousData,
  });
}

/** After a whitelist change or an import: domains and users read again. */
export function useWhitelistChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: whitelistKey(websiteId) }),
    [queryClient, websiteId],
  );
}

export type { StoreWhitelistChange as WhitelistChange } from "../../providers/data/storeTeam";
