import type {
  PaymentKind,
  PaymentSummary,
  SecondPayment,
  WithSummary,
} from "../../domain/contracts/payment-accounts";
import type { ShippingMethod, SupplierAccount, Tracking } from "../../domain/contracts/supplier-account";
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
  /** Puts one store's connected account of a kind on another store the caller also manages. */
  copyPaymentAccount: (kind: PaymentKind, from: number, to: number, second: boolean) =>
    kind === "card"
      ? apiRequest<WithSummary>("/api/copy/stripe", {
          body: { from_website_id: from, website_id: to, second_account: second },
        })
      : apiRequest<WithSummary>(`/api/copy/paypal/${to}`, {
          body: { from_website_id: from, second_paypal_account: second },
        }),
  sendPaypalLink: (body: { website_id: number; email: string; second_paypal_account: boolean }) =>
    apiRequest<{ message: string }>("/api/send/paypal/link", { body }),
  setSecondPayment: (websiteId: number, next: boolean) =>
    apiRequest<{ message: string }>("/api/websites/second_payment", {
      body: { website_id: websiteId, second_payment: next },
    }),
  attachBraintreeAccount: (websiteId: number, merchantId: string) =>
    apiRequest<WithSummary>("/api/websites/braintree_merchant", {
      body: { website_id: websiteId, merchant_id: merchantId },
    }),
  /** Switches payment methods of the store on or off. */
  setPaymentMethods: (websiteId: number, methods: Partial<Record<PaymentKind, boolean>>) =>
    apiRequest<WithSummary>(`/api/websites/${websiteId}/payments`, { body: methods }),
  attachCardAccount: (body: { website_id: number; stripe_id: string; second_account: boolean }) =>
    apiRequest<WithSummary>("/api/websites/stripe_id", { body }),
  refreshCardAccount: (websiteId: number) =>
    apiRequest<PaymentSummary>("/api/refresh/stripe", { body: { website_id: websiteId } }),
  disconnectPaymentAccount: (body: { website_id: number; kind: PaymentKind; second_account: boolean }) =>
    apiRequest<WithSummary>("/api/stripe/disconnect", { method: "PUT", body }),
  /** Where the provider's onboarding for this account starts (the provider sends the browser back). */
  paymentOnboardingLink: (kind: PaymentKind, websiteId: number, second: boolean) =>
    apiRequest<{ url: string }>(
      kind === "card"
        ? `/api/stripe/generate_onboard?website_id=${websiteId}&second_account=${second ? 1 : 0}`
        : `/api/paypal/generate_onboard_link?website_id=${websiteId}&second_paypal_account=${second ? 1 : 0}`,
    ),
  cardSettingsLink: (websiteId: number, second: boolean) =>
    apiRequest<{ url: string }>(
      `/api/stripe/configuration/link?website_id=${websiteId}&second_account=${second ? 1 : 0}`,
    ),
  createSupplierAccount: (body: Record<string, unknown>) =>
    apiRequest<{ message: string }>("/api/profill/create-account", { body }),
  validateSupplierAccount: (body: { website_id: number; customer_number: string; email: string }) =>
    apiRequest<{ message: string }>("/api/profill/validate-account", { body }),
  supplierTracking: (number: string) =>
    apiRequest<Tracking>(`/api/profill/fetch-tracking/${encodeURIComponent(number)}`),
  supplierShippingMethods: () =>
    apiRequest<{ provider: string; method: ShippingMethod; methods: ShippingMethod[] }>(
      "/api/profill/default-shipping-method",
    ),
};
