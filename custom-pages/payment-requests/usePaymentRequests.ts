import { useListChanged, useStorePageQuery } from "../../src/lists/usePageQuery";
import type { Paging } from "../../src/lists/usePaging";
import type { Flag, PaymentPage } from "./types";

export interface PaymentFilter {
  isRequest: Flag;
  done: Flag;
  hash: string;
}

/** GET /api/payments_request for the active store. */
export function usePaymentRequests(
  filter: PaymentFilter,
  { page, perPage }: Pick<Paging, "page" | "perPage">,
) {
  return useStorePageQuery<PaymentPage>("payment-requests", "/api/payments_request", {
    page,
    per_page: perPage,
    is_request: filter.isRequest,
    done: filter.done,
    hash: filter.hash,
  });
}

export const usePaymentsChanged = () => useListChanged("payment-requests");
