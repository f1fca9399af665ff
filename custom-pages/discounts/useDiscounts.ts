import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import { useActiveWebsite } from "../../providers/activeWebsite";
import type { Discount, DiscountDetail, DiscountStatus, Page } from "./types";

export function useDiscounts(filter: {
  term: string;
  status: DiscountStatus | "";
  page: number;
  perPage: number;
}) {
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: ["discounts", websiteId, filter],
    enabled: websiteId !== null,
    queryFn: () => {
      const q = new URLSearchParams({
        website_id: String(websiteId),
        page: String(filter.page),
        per_page: String(filter.perPage),
      });
      if (filter.term) q.set("term", filter.term);
      if (filter.status) q.set("status", filter.status);
      return apiRequest<Page<Discount>>(`/api/discounts?${q.toString()}`);
    },
  });
}

export function useDiscount(id: number) {
  return useQuery({
    queryKey: ["discounts", "one", id],
    queryFn: () => apiRequest<DiscountDetail>(`/api/discounts/${id}`),
  });
}

export function useDiscountsChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["discounts"] }), [queryClient]);
}
