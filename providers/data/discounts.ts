import type { DiscountDetail } from "../../domain/contracts/discounts";
import { xhrUpload } from "../transport/upload";
import { apiRequest } from "../httpClient";

/** What a discount's scope picker offers: a store's products (with pictures) or categories. */
export interface DiscountScopeOption {
  id: number;
  name: string;
  preview_photo_url?: string | null;
}

/** A store's discounts: one read, created, updated, deleted, imported from CSV, and their scope choices. */
export const discountsActions = {
  discount: (id: number) => apiRequest<DiscountDetail>(`/api/discounts/${id}`),
  createDiscount: (websiteId: number | null, body: Record<string, unknown>) =>
    apiRequest("/api/discounts", { method: "POST", body: { ...body, website_id: websiteId } }),
  updateDiscount: (id: number, body: Record<string, unknown>) =>
    apiRequest(`/api/discounts/${id}`, { method: "PUT", body }),
  deleteDiscount: (id: number) => apiRequest(`/api/discounts/${id}`, { method: "DELETE" }),
  importDiscountsCsv(websiteId: number | null, file: File, onProgress: (fraction: number) => void) {
    const form = new FormData();
    form.append("website_id", String(websiteId));
    form.append("files[0]", file);
    return xhrUpload<{ message: string }>("/api/upload/discountcsv", form, onProgress);
  },
  /** The first 20 by name of a model's rows matching `filter` (the BREAD list). */
  discountScopeOptions: (model: string, filter: Record<string, unknown>) =>
    apiRequest<DiscountScopeOption[]>(
      `/api/bread/${model}?${new URLSearchParams({ filter: JSON.stringify(filter), range: "[0,19]", sort: '["name","ASC"]' }).toString()}`,
    ),
};
