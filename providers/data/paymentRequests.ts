import type { PaymentPage } from "../../custom-pages/payment-requests/types";
import { queryString, type ListQueryParams as QueryParams } from "./lists";
import { apiRequest } from "../httpClient";

/** Payments and payment requests: a page of them, asking for payment, resending, marking done. */
export const paymentRequestsActions = {
  paymentRequests: (params: QueryParams) =>
    apiRequest<PaymentPage>(`/api/payments_request?${queryString(params)}`),
  requestPayments: (ids: number[]) =>
    apiRequest("/api/custom/payment/request", { method: "POST", body: { ids } }),
  markPaymentsDone: (ids: number[]) =>
    apiRequest("/api/payments_request", { method: "PUT", body: { ids, done: 1 } }),
  /** Every payment of one request (its hash) is done. */
  markPaymentRequestDone: (hash: string) =>
    apiRequest("/api/payments_request", { method: "PUT", body: { hash, done: 1 } }),
  resendPaymentRequest: (paymentId: number) =>
    apiRequest(`/api/resend/payment/request/${paymentId}`, { method: "POST", body: {} }),
};
