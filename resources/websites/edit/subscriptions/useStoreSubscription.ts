import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../../../providers/dataProvider";

const key = (websiteId: number) => ["store-subscription", websiteId] as const;

/** GET /api/subscription/websites/{id}: the store's subscription, its invoices and the payment provider. */
export function useStoreSubscription(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: key(websiteId),
    queryFn: () => dataProvider.storeSubscription(websiteId),
    retry: false,
  });
}

/** After a plan change: read the subscription and invoices again. */
export function useReloadStoreSubscription(websiteId: number) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: key(websiteId) }), [client, websiteId]);
}
