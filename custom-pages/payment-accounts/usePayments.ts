import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { PaymentSummary } from "../../domain/contracts/payment-accounts";

const paymentsKey = (websiteId: number) => ["store-payments", websiteId] as const;

/** The store's payment set-up (GET /api/websites/{id}/payments). */
export function usePayments(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...paymentsKey(websiteId), "summary"],
    queryFn: () => dataProvider.storePayments(websiteId),
  });
}

/** The second payout account switch and its accounts. */
export function useSecondPayment(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...paymentsKey(websiteId), "second"],
    queryFn: () => dataProvider.storeSecondPayment(websiteId),
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
