import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";

/** The cache key of the admins' waiting-requests dialog. */
export const PAYMENTS_KEY = "payment-requests";

/** The Resource's name, which is also the first part of its list's cache key. */
export const PAYMENT_REQUEST_RESOURCE = "PaymentRequest";

/** Refetches every payments list: the PaymentRequest Resource's and the admins' request dialog's. */
export function usePaymentsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [PAYMENT_REQUEST_RESOURCE] }),
      ]),
    [queryClient],
  );
}
