import type {
  PaymentSummary,
  SecondPayment,
  ShippingMethod,
  SupplierAccount,
} from "../../custom-pages/payment-accounts/types";
import { apiRequest } from "../httpClient";

/** A store's payment set-up and its supplier account, as far as the caller may see them. */
export const paymentAccountsActions = {
  storePayments: (websiteId: number) => apiRequest<PaymentSummary>(`/api/websites/${websiteId}/payments`),
  storeSecondPayment: (websiteId: number) =>
    apiRequest<SecondPayment>(`/api/websites/second_payment?website_id=${websiteId}`),
  supplierAccess: (websiteId: number) =>
    apiRequest<{ access: boolean; has_account: boolean }>(`/api/profill/check-user-access/${websiteId}`),
  supplierCustomerData: (websiteId: number) =>
    apiRequest<{ account: SupplierAccount; shipping_method: ShippingMethod | null }>(
      `/api/profill/fetch-customer-data/${websiteId}`,
    ),
  supplierAccountCheck: (websiteId: number) =>
    apiRequest<{ exists: boolean; status: string | null }>(`/api/profill/check-account/${websiteId}`),
  supplierShippingMethods: () =>
    apiRequest<{ provider: string; method: ShippingMethod; methods: ShippingMethod[] }>(
      "/api/profill/default-shipping-method",
    ),
};
