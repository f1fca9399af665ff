import type {
  CreateDraftInput,
  Draft,
  DraftList,
  DraftKind,
  MockupJob,
  PublishResult,
  SaveSideInput,
  UpdateDraftInput,
} from "../../domain/drafts";
import type { LibraryFile } from "../../domain/library";
import { apiRequest } from "../httpClient";
import { uploadFiles } from "../transport/uploadFiles";

/** POST /api/upload/{type} answers `{ message, data: LibraryFile[] }` (the uploads route). */
interface UploadAnswer {
  message: string;
  data: LibraryFile[];
}

/** One file to POST /api/upload/{type} as files[0], with progress; the stored file it answers. */
async function uploadOne(
  type: "product_production" | "product_photos",
  file: File,
  onProgress: (fraction: number) => void,
): Promise<LibraryFile> {
  const answer = await uploadFiles<UploadAnswer>(`/api/upload/${type}`, [file], undefined, onProgress);
  const stored = answer.data[0];
  if (!stored) throw new Error("The upload answer named no file.");
  return stored;
}

const base = "/api/product-drafts";

/** The product creator's drafts, their mockups and uploads. */
export const productCreatorActions = {
  createProductDraft: (body: CreateDraftInput) => apiRequest<Draft>(base, { body }),
  productDraft: (id: number) => apiRequest<Draft>(`${base}/${id}`),
  /** A store product's design reopened: the caller's open draft of it, or a new one; publishing updates it. */
  productDraftFromProduct: (productId: number) =>
    apiRequest<Draft>(`${base}/from-product/${productId}`, { method: "POST" }),
  productDrafts: (kind: DraftKind) => apiRequest<DraftList>(`${base}?kind=${kind}`),
  updateProductDraft: (id: number, body: UpdateDraftInput) =>
    apiRequest<Draft>(`${base}/${id}`, { method: "PUT", body }),
  addProductDraftItem: (id: number, supplierProductId: number) =>
    apiRequest<Draft>(`${base}/${id}/items`, { body: { supplier_product_id: supplierProductId } }),
  removeProductDraftItem: (id: number, key: string) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}`, { method: "DELETE" }),
  saveProductDraftSide: (id: number, key: string, side: string, body: SaveSideInput) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}/sides/${encodeURIComponent(side)}`, {
      method: "PUT",
      body,
    }),
  removeProductDraftSide: (id: number, key: string, side: string) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}/sides/${encodeURIComponent(side)}`, {
      method: "DELETE",
    }),
  applyProductDraftDesign: (id: number, fileId: number) =>
    apiRequest<Draft>(`${base}/${id}/design`, { method: "PUT", body: { file_id: fileId } }),
  generateProductDraftMockups: (id: number) =>
    apiRequest<{ job: MockupJob }>(`${base}/${id}/mockups`, { method: "POST" }),
  mockupJob: (jobId: number) => apiRequest<MockupJob>(`/api/mockup-jobs/${jobId}`),
  publishProductDraft: (id: number) => apiRequest<PublishResult>(`${base}/${id}/publish`, { method: "POST" }),
  /** A production design is uploaded to POST /api/upload/product_production as the form field files[0]. */
  uploadDesign: (file: File, onProgress: (fraction: number) => void): Promise<LibraryFile> =>
    uploadOne("product_production", file, onProgress),
  /** A product's own picture (a custom product's) goes to POST /api/upload/product_photos. */
  uploadProductPicture: (file: File, onProgress: (fraction: number) => void): Promise<LibraryFile> =>
    uploadOne("product_photos", file, onProgress),
};
