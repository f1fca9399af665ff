import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import { useActiveWebsite } from "../../providers/activeWebsite";
import type { GiftCard, GiftCardDetail, GiftCardStatus, Page } from "./types";

export interface GiftCardFilter {
  term: string;
  status: GiftCardStatus | "";
  page: number;
  perPage: number;
}

/** The active store's gift cards, filtered and paged by the server. */
export function useGiftCards(filter: GiftCardFilter) {
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: ["gift-cards", websiteId, filter],
    enabled: websiteId !== null,
    retry: false,
    queryFn: () => {
      const q = new URLSearchParams({
        website_id: String(websiteId),
        page: String(filter.page),
        per_page: String(filter.perPage),
      });
      if (filter.term) q.set("term", filter.term);
      if (filter.status) q.set("status", filter.status);
      return apiRequest<Page<GiftCard>>(`/api/gift-cards?${q.toString()}`);
    },
  });
}

export function useGiftCard(id: number) {
  return useQuery({
    queryKey: ["gift-cards", "one", id],
    queryFn: () => apiRequest<GiftCardDetail>(`/api/gift-cards/${id}`),
  });
}

export function useGiftCardsChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["gift-cards"] }), [queryClient]);
}
