import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useListChanged, type QueryParams } from "../../ui/lists/usePageQuery";
import type { Paging } from "../../ui/lists/usePaging";
import type { Flag } from "./types";

export const PAYMENTS_KEY = "payment-requests";

export interface PaymentFilter {
  isRequest: Flag;
  done: Flag;
  hash: string;
  /** Admins only: one store's id, or "" for every store. */
  store: string;
}

/**
 * GET /api/payments_request. Store staff see the active store (useStorePageQuery's behaviour);
 * platform admins see every store (all_stores=true, so the active-store header does not narrow
 * it) unless they pick one, which is also what makes a mailed ?hash= link show its request
 * whatever store happens to be active. `isAdmin` is undefined until the user is known.
 */
export function usePaymentRequests(
  filter: PaymentFilter,
  { page, perPage }: Pick<Paging, "page" | "perPage">,
  isAdmin: boolean | undefined,
) {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const common: QueryParams = {
    page,
    per_page: perPage,
    is_request: filter.isRequest,
    done: filter.done,
    hash: filter.hash,
  };
  const params: QueryParams = isAdmin
    ? { all_stores: "true", website_id: filter.store, ...common }
    : { website_id: websiteId, ...common };
  return useQuery({
    queryKey: [PAYMENTS_KEY, isAdmin ? "all" : websiteId, params],
    enabled: isAdmin === true || (isAdmin === false && websiteId !== null),
    queryFn: () => dataProvider.paymentRequests(params),
  });
}

/** Refetches every payments list, the page's and the admins' request dialog's. */
export const usePaymentsChanged = () => useListChanged(PAYMENTS_KEY);
