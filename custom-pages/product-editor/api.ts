import { apiRequest } from "../../providers/httpClient";
import type { EditorProduct, EditorVariant } from "./types";

/** The editor's calls. */
export const editorApi = {
  load: (id: number, custom: boolean) =>
    apiRequest<EditorProduct>(custom ? `/api/custom/product/${id}` : `/api/products/${id}/editor`),
  save: (product: EditorProduct, body: Record<string, unknown>) =>
    product.is_custom
      ? apiRequest<EditorProduct & { message: string }>("/api/update/custom", {
          body: { id: product.id, ...body },
        })
      : apiRequest<EditorProduct & { message: string }>(`/api/products/${product.id}/update`, { body }),
  create: (body: Record<string, unknown>) => apiRequest<EditorProduct>("/api/products/create", { body }),
  createCustom: (body: Record<string, unknown>) => apiRequest<EditorProduct>("/api/create/custom", { body }),
  variant: (productId: number, body: Record<string, unknown>) =>
    apiRequest<{ message: string; variants: EditorVariant[] }>(`/api/products/${productId}/variant`, {
      body,
    }),
  colorAvailability: (productId: number, color: string, available: boolean) =>
    apiRequest<{ message: string }>("/api/variant/availability", {
      body: { product_id: productId, color, available: available ? 1 : 0 },
    }),
  addRelated: (productId: number, relatedId: number) =>
    apiRequest<{ ids: number[] }>("/api/related/product", {
      body: { product_id: productId, related_product_id: relatedId },
    }),
  removeRelated: (productId: number, relatedId: number) =>
    apiRequest<{ ids: number[] }>("/api/related/product", {
      method: "DELETE",
      body: { product_id: productId, related_product_id: relatedId },
    }),
  setCustomizable: (id: number, customizable: boolean) =>
    apiRequest<{ message: string }>("/api/update/customizable", { body: { id, customizable } }),
  setPlatformFee: (id: number, ssmFees: number) =>
    apiRequest<{ message: string }>("/api/products/custom/fee", { body: { id, ssm_fees: ssmFees } }),
  setSwatch: (productId: number, color: string, swatch: string) =>
    apiRequest<{ message: string }>("/api/product/swatch", {
      body: { product_id: productId, color, color_swatch: swatch },
    }),
  setPicture: (productId: number, fileId: number) =>
    apiRequest<EditorProduct & { message: string }>("/api/product/custom/picture", {
      body: { id: productId, file_id: fileId },
    }),
  removePrint: (productId: number, printId: string) =>
    apiRequest<{ message: string; print_files: EditorProduct["print_files"] }>(
      `/api/product/custom/print/${productId}?print_id=${encodeURIComponent(printId)}`,
      { method: "DELETE" },
    ),
  setCompanions: (productId: number, ids: number[]) =>
    apiRequest<{ ids: number[] }>("/api/companion/product", {
      body: { product_id: productId, companion_ids: ids },
    }),
};
