import type { EditorDto, EditorVariantDto } from "../../domain/contracts/product-editor";
import { apiRequest } from "../httpClient";

/** The product editor: a store product read and saved with its variants, links, fees and pictures. */
export const productEditorActions = {
  productEditor: (id: number) => apiRequest<EditorDto>(`/api/products/${id}/editor`),
  saveEditorProduct: (product: Pick<EditorDto, "id" | "is_custom">, body: Record<string, unknown>) =>
    product.is_custom
      ? apiRequest<EditorDto & { message: string }>("/api/update/custom", {
          body: { id: product.id, ...body },
        })
      : apiRequest<EditorDto & { message: string }>(`/api/products/${product.id}/update`, { body }),
  createCustomProduct: (body: Record<string, unknown>) =>
    apiRequest<EditorDto>("/api/create/custom", { body }),
  saveProductVariant: (productId: number, body: Record<string, unknown>) =>
    apiRequest<{ message: string; variants: EditorVariantDto[] }>(`/api/products/${productId}/variant`, {
      body,
    }),
  setProductColorAvailability: (productId: number, color: string, available: boolean) =>
    apiRequest<{ message: string }>("/api/variant/availability", {
      body: { product_id: productId, color, available: available ? 1 : 0 },
    }),
  addRelatedProduct: (productId: number, relatedId: number) =>
    apiRequest<{ ids: number[] }>("/api/related/product", {
      body: { product_id: productId, related_product_id: relatedId },
    }),
  removeRelatedProduct: (productId: number, relatedId: number) =>
    apiRequest<{ ids: number[] }>("/api/related/product", {
      method: "DELETE",
      body: { product_id: productId, related_product_id: relatedId },
    }),
  setProductCustomizable: (id: number, customizable: boolean) =>
    apiRequest<{ message: string }>("/api/update/customizable", { body: { id, customizable } }),
  setProductPlatformFee: (id: number, ssmFees: number) =>
    apiRequest<{ message: string }>("/api/products/custom/fee", { body: { id, ssm_fees: ssmFees } }),
  setProductSwatch: (productId: number, color: string, swatch: string) =>
    apiRequest<{ message: string }>("/api/product/swatch", {
      body: { product_id: productId, color, color_swatch: swatch },
    }),
  setProductPicture: (productId: number, fileId: number) =>
    apiRequest<EditorDto & { message: string }>("/api/product/custom/picture", {
      body: { id: productId, file_id: fileId },
    }),
  removeProductPrint: (productId: number, printId: string) =>
    apiRequest<{ message: string; print_files: EditorDto["print_files"] }>(
      `/api/product/custom/print/${productId}?print_id=${encodeURIComponent(printId)}`,
      { method: "DELETE" },
    ),
  setCompanionProducts: (productId: number, ids: number[]) =>
    apiRequest<{ ids: number[] }>("/api/companion/product", {
      body: { product_id: productId, companion_ids: ids },
    }),
};
