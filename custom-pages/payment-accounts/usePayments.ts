import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import type { PaymentSummary, SecondPayment } from "./types";

const paymentsKey = (websiteId: number) => ["store-payments", websiteId] as const;

/** The store's payment set-up (GET /api/websites/{id}/payments). */
export function usePayments(websiteId: number) {
  return useQuery({
    queryKey: [...paymentsKey(websiteId), "summary"],
    queryFn: () => apiRequest<PaymentSummary>(`/api/websites/${websiteId}/payments`),
  });
}

/** The second payout account switch and its accounts. */
export function useSecondPayment(websiteId: number) {
  return useQuery({
    queryKey: [...paymentsKey(websiteId), "second"],
    queryFn: () => apiRequest<SecondPayment>(`/api/websites/second_payment?website_id=${websiteId}`),
  });
}

/** After a payment call: its summary in place, and the second-account view read again. */
export function usePaymentsChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (summary?: PaymentSummary) => {
      if (summary) {
        queryClient.setQueryData([...paymentsKey(websiteId), "summary"], summary);
        await queryClient.invalidateQueries({ queryKey: [...paymentsKey(websiteId), "second"] });
      } else await queryClient.invalidateQueries({ queryKey: paymentsKey(websiteId) });
    },
    [queryClient, websiteId],
  );
}
