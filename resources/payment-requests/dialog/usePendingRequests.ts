import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { PAYMENTS_KEY } from "../usePaymentsChanged";

/** Rows fetched for the dialog: its groups are the requests these rows belong to. */
export const PENDING_ROWS = 100;

const PARAMS = { all_stores: "true", is_request: 1, undone: "true", per_page: PENDING_ROWS };

/**
 * Requested payments not yet done, of every store (GET /api/payments_request?undone=true), for
 * platform admins only. Kept under the payments key, so settling a request anywhere updates it.
 */
export function usePendingRequests(enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [PAYMENTS_KEY, "pending", PARAMS],
    enabled,
    queryFn: () => dataProvider.paymentRequests(PARAMS),
  });
}
