import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../../providers/httpClient";
import type { StoreSubscriptionDetail } from "../types";

const key = (websiteId: number) => ["store-subscription", websiteId] as const;

/** GET /api/subscription/websites/{id}: the store's subscription, its invoices and the payment provider. */
export function useStoreSubscription(websiteId: number) {
  return useQuery({
    queryKey: key(websiteId),
    queryFn: () => apiRequest<StoreSubscriptionDetail>(`/api/subscription/websites/${websiteId}`),
    retry: false,
  });
}

/** After a plan change: read the subscription and invoices again. */
export function useReloadStoreSubscription(websiteId: number) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: key(websiteId) }), [client, websiteId]);
}
