import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../../providers/dataProvider";

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

/** After a whitelist change or an import: domains, users and the store's timeline read again. */
export function useWhitelistChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: whitelistKey(websiteId) }),
        queryClient.invalidateQueries({ queryKey: ["StoreWhitelistedUser"] }),
        queryClient.invalidateQueries({ queryKey: ["ActivityEvent"] }),
      ]),
    [queryClient, websiteId],
  );
}

export type { StoreWhitelistChange as WhitelistChange } from "../../../providers/data/storeTeam";
