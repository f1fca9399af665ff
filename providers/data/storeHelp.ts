import type { DateRange } from "../../domain/dashboard";
import type { StatsResponse } from "../../domain/contracts/dashboard";
import type { PaymentSummary } from "../../domain/contracts/payment-accounts";
import type { RoleHelpEntry } from "../../domain/invitation-terms";
import { apiRequest } from "../httpClient";

/** GET /api/chart/stats query string: no from/to for "All", one filterWebsites[] per store. */
export function statsQuery(days: DateRange | null, storeIds: readonly number[], status: string): string {
  const params = new URLSearchParams();
  if (days) {
    params.set("from", days.from);
    params.set("to", days.to);
  }
  for (const id of storeIds) params.append("filterWebsites[]", String(id));
  if (status) params.set("status", status);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The dashboard's statistics, the role help, and the payment provider's return to the app. */
export const storeHelpActions = {
  dashboardStats: (days: DateRange | null, storeIds: readonly number[], status: string) =>
    apiRequest<StatsResponse>(`/api/chart/stats${statsQuery(days, storeIds, status)}`),
  /** What each role can do; with a store id, also which roles the caller may give in that store. */
  roleHelp: (websiteId?: number) =>
    apiRequest<{ roles: RoleHelpEntry[] }>(
      `/api/roles/help${websiteId === undefined ? "" : `?${new URLSearchParams({ website_id: String(websiteId) })}`}`,
    ),
  /** POST /api/refresh/stripe: the store's payment account as the provider now reports it. */
  refreshStripeAccount: (websiteId: number | null) =>
    apiRequest<PaymentSummary>("/api/refresh/stripe", { body: { website_id: websiteId } }),
};
