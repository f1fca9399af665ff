import type {
  OfficeLocationDto,
  Plan,
  SmtpDto,
  StoreSubscriptionDetail,
  Subscription,
  WebsiteDetail,
} from "../../domain/contracts/store-settings";
import { apiRequest } from "../httpClient";

type Body = Record<string, unknown>;

export interface StoreSmtpAnswer {
  smtp: SmtpDto | null;
}

export interface StoreTestEmailAnswer {
  message: string;
  to: string;
  via: "store_smtp" | "platform";
}

export interface StoreImagesAnswer {
  logo_url: string | null;
  favicon_url: string | null;
}

export interface StoreDnsAnswer {
  valid: boolean;
  message: string;
}

export interface StorePlanChangeAnswer {
  message: string;
  status: "changed" | "scheduled" | "redirect";
  redirect_url: string | null;
  website: Subscription;
}

export type StoreLocationInput = Omit<OfficeLocationDto, "id"> & { id?: number };

/** The store settings screen: the store's detail, its sections' saves, its domain and its plan. */
export const storeSettingsActions = {
  /** GET /api/websites/{id}: the store with every tab's data (edit_settings). */
  storeDetail: (websiteId: number) => apiRequest<WebsiteDetail>(`/api/websites/${websiteId}`),
  /** POST /api/websites/{id}/update-smtp: the store's own mail server, or `{remove: true}`. */
  saveStoreSmtp: (websiteId: number, body: Body) =>
    apiRequest<StoreSmtpAnswer>(`/api/websites/${websiteId}/update-smtp`, { body }),
  sendStoreTestEmail: (websiteId: number, type: string) =>
    apiRequest<StoreTestEmailAnswer>("/api/websites/test/email", { body: { website_id: websiteId, type } }),
  /** The whole list, in its order (the server numbers rows by their place), and the removed rows. */
  saveStoreLocations: (websiteId: number, locations: StoreLocationInput[], toDelete: number[]) =>
    apiRequest<{ office_locations: OfficeLocationDto[] }>("/api/update/website/locations", {
      body: { website_id: websiteId, office_locations: locations, office_to_delete: toDelete },
    }),
  /** DELETE /api/websites/{id}/{logo|favicon}. */
  removeStoreImage: (websiteId: number, kind: string) =>
    apiRequest<StoreImagesAnswer>(`/api/websites/${websiteId}/${kind}`, { method: "DELETE" }),
  /** POST /api/validate_domain: is the store link (`link`) or custom domain (`domain`) free. */
  validateStoreDomain: (body: Body) => apiRequest<{ message: string }>("/api/validate_domain", { body }),
  validateStoreDns: (body: Body) => apiRequest<StoreDnsAnswer>("/api/validate_dns", { body }),
  requestStoreDomain: (body: Body) => apiRequest<{ message: string }>("/api/domain/request", { body }),
  /** GET /api/subscription/websites/{id}: the store's subscription, its invoices and the payment provider. */
  storeSubscription: (websiteId: number) =>
    apiRequest<StoreSubscriptionDetail>(`/api/subscription/websites/${websiteId}`),
  /** GET /api/plans: every plan with its monthly price and limits. */
  storePlans: () => apiRequest<Plan[]>("/api/plans"),
  /** PUT /api/update/website/plan/{id}; the store changes only by what the server answers. */
  changeStorePlan: (websiteId: number, body: { plan: string; card_number?: string }) =>
    apiRequest<StorePlanChangeAnswer>(`/api/update/website/plan/${websiteId}`, { method: "PUT", body }),
};
