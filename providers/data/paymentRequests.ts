import type { GetListParams, GetListResult } from "react-admin";
import type { PaymentGroup, PaymentPage, PaymentRow } from "../../resources/payment-requests/types";
import { queryString, type QueryParams } from "../../ui/lists/usePageQuery";
import { getUser } from "../authProvider";
import { apiRequest } from "../httpClient";

/** The list's filters the payments call understands; anything else is not sent. */
const FILTERS = ["is_request", "done", "undone", "hash", "website_id"] as const;

/** Columns the payments call sorts by. */
const SORTS: readonly string[] = ["id", "created_at", "order_id", "amount_for_website", "amount_for_vi", "done"];

/** A payments page as a react-admin list: the rows, their total, and the requests on the page. */
export type PaymentRequestListResult = GetListResult<PaymentRow> & { meta: { groups: PaymentGroup[] } };

/** Payments and payment requests: a page of them, asking for payment, resending, marking done. */
export const paymentRequestsActions = {
  paymentRequests: (params: QueryParams) =>
    apiRequest<PaymentPage>(`/api/payments_request?${queryString(params)}`),
  /**
   * The PaymentRequest Resource's list: GET /api/payments_request, because it answers what BREAD
   * cannot (every store at once for platform admins, the buyer's e-mail, the order's state,
   * whether a row can still be requested, and each request on the page summed over all its rows,
   * returned as `meta.groups`). Platform admins list every store (all_stores=true) unless the
   * website_id filter names one; store staff name their active store. Sorted as asked.
   */
  async paymentRequestList(params: GetListParams): Promise<PaymentRequestListResult> {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const user = await getUser();
    const query: QueryParams = { page, per_page: perPage };
    if (user.is_admin) query.all_stores = "true";
    if (params.sort && SORTS.includes(params.sort.field)) {
      query.sort = params.sort.field;
      query.order = params.sort.order === "ASC" ? "asc" : "desc";
    }
    for (const key of FILTERS) {
      const value = filter[key];
      if (typeof value === "string" || typeof value === "number") query[key] = String(value);
    }
    const answer = await apiRequest<PaymentPage>(`/api/payments_request?${queryString(query)}`);
    return { data: answer.data, total: answer.total, meta: { groups: answer.groups } };
  },
  /** Platform admins: the chosen rows are settled. */
  markPaymentsDone: (ids: number[]) =>
    apiRequest("/api/payments_request", { method: "PUT", body: { ids, done: 1 } }),
  /** Every payment of one request (its hash) is done. */
  markPaymentRequestDone: (hash: string) =>
    apiRequest("/api/payments_request", { method: "PUT", body: { hash, done: 1 } }),
  resendPaymentRequest: (paymentId: number) =>
    apiRequest(`/api/resend/payment/request/${paymentId}`, { method: "POST", body: {} }),
};
