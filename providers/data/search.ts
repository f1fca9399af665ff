import type { SupportSearchResult } from "../../domain/support-search";
import { apiRequest } from "../httpClient";

/** The app bar's search across the stores: orders, contacts and products, grouped. */
export const searchActions = {
  supportSearch: (q: string) =>
    apiRequest<SupportSearchResult>(`/api/support/search?q=${encodeURIComponent(q)}`),
};
