import type { ProductSearchHit } from "../../domain/contracts/contacts";
import type { ProgressStep } from "../../domain/progress";
import { apiRequest } from "../httpClient";

/** The platform's support details, shown in every page's footer. */
export interface AppInfo {
  admin_info?: { phone?: string | null; email?: string | null };
}

/** GET /api/app_progress answer. */
export interface Progress {
  website_id: number | null;
  all_done: boolean;
  steps: ProgressStep[];
}


/** A launch refused for a store that is not ready: `{error, missing}`. */
export interface StoreLaunchAnswer {
  error?: string;
  missing?: unknown[];
}

/** The app's frame: footer, onboarding steps, the product search and launching the store. */
export const shellActions = {
  appInfo: () => apiRequest<AppInfo>("/api/app_info"),
  storeProgress: (websiteId: number) => apiRequest<Progress>(`/api/app_progress?website_id=${websiteId}`),
  searchProducts: (term: string) => apiRequest<ProductSearchHit[]>("/api/search", { body: { term } }),
  launchStore: (websiteId: number) =>
    apiRequest<StoreLaunchAnswer>(`/api/websites/${websiteId}/launch-store`, { method: "POST" }),
};
