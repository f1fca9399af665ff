import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import type { Page, WebsiteWhitelist, WhitelistedUser } from "./types";

const whitelistKey = (websiteId: number) => ["store-whitelist", websiteId] as const;

/** The whitelisted domains, read from the store's detail. */
export function useWhitelistDomains(websiteId: number) {
  return useQuery({
    queryKey: [...whitelistKey(websiteId), "domains"],
    queryFn: async () => {
      const detail = await apiRequest<WebsiteWhitelist>(`/api/websites/${websiteId}`);
      return detail.whitelist_emails.map((d) => d.domain);
    },
  });
}

/** One page (50) of the whitelisted users, searched by email or name. */
export function useWhitelistedUsers(websiteId: number, page: number, search: string) {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set("search", search.trim());
  return useQuery({
    queryKey: [...whitelistKey(websiteId), "users", page, search.trim()],
    queryFn: () =>
      apiRequest<Page<WhitelistedUser>>(`/api/websites/${websiteId}/whitelisted-emails?${query.toString()}`),
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

export interface WhitelistChange {
  whitelist_emails?: string[];
  whitelisted_emails?: { email: string; name: string | null }[];
  remove_whitelisted_emails?: string[];
}
