import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import { useActiveWebsite } from "../../providers/activeWebsite";
import type { Flag, PaymentPage } from "./types";

export interface PaymentFilter {
  isRequest: Flag;
  done: Flag;
  hash: string;
  page: number;
  perPage: number;
}

/** GET /api/payments_request for the active store. */
export function usePaymentRequests(filter: PaymentFilter) {
  const { websiteId } = useActiveWebsite();
  return useQuery({
    queryKey: ["payment-requests", websiteId, filter],
    enabled: websiteId !== null,
    queryFn: () => {
      const q = new URLSearchParams({
        website_id: String(websiteId),
        page: String(filter.page),
        per_page: String(filter.perPage),
      });
      if (filter.isRequest) q.set("is_request", filter.isRequest);
      if (filter.done) q.set("done", filter.done);
      if (filter.hash) q.set("hash", filter.hash);
      return apiRequest<PaymentPage>(`/api/payments_request?${q.toString()}`);
    },
  });
}

export function usePaymentsChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["payment-requests"] }), [queryClient]);
}
