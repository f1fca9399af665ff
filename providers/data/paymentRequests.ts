import type { GetListParams, GetListResult } from "react-admin";
import type { PaymentGroup, PaymentPage, PaymentRow } from "../../domain/contracts/payment-requests";
import { queryString, sortParams, type ListQueryParams as QueryParams } from "./lists";
import { getUser } from "../authProvider";
import { PAYMENT_SORTS } from "../../domain/list-sorts";
import { apiRequest } from "../httpClient";

/** The list's filters the payments call understands; anything else is not sent. */
const FILTERS = ["is_request", "done", "undone", "hash", "website_id"] as const;

/** The most rows the payments call answers at once. */
const SERVER_PAGE = 100;


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
    const query: QueryParams = { ...sortParams(params.sort, PAYMENT_SORTS) };
    if (user.is_admin) query.all_stores = "true";
    for (const key of FILTERS) {
      const value = filter[key];
      if (typeof value === "string" || typeof value === "number") query[key] = String(value);
    }
    const read = (p: number, size: number) =>
      apiRequest<PaymentPage>(`/api/payments_request?${queryString({ ...query, page: p, per_page: size })}`);
    if (perPage <= SERVER_PAGE) {
      const answer = await read(page, perPage);
      return { data: answer.data, total: answer.total, meta: { groups: answer.groups } };
    }
    // A larger page (the CSV export asks for up to 1000 rows) is read in server pages of 100.
    const start = (page - 1) * perPage;
    const rows: PaymentRow[] = [];
    const groups = new Map<string, PaymentGroup>();
    let total = 0;
    for (let p = Math.floor(start / SERVER_PAGE) + 1; ; p += 1) {
      const answer = await read(p, SERVER_PAGE);
      total = answer.total;
      rows.push(...answer.data);
      for (const group of answer.groups) groups.set(group.hash, group);
      if (answer.data.length < SERVER_PAGE || p * SERVER_PAGE >= start + perPage) break;
    }
    const skip = start % SERVER_PAGE;
    return { data: rows.slice(skip, skip + perPage), total, meta: { groups: [...groups.values()] } };
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
