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
import { apiRequest } from "../../providers/httpClient";
import { uploadFiles } from "../../src/uploads/uploadFiles";

const base = "/api/product-drafts";

/** The product creator's calls (server/routes/product-drafts). */
export const draftsApi = {
  create: (body: CreateDraftInput) => apiRequest<Draft>(base, { body }),
  get: (id: number) => apiRequest<Draft>(`${base}/${id}`),
  /** A store product's design reopened: the caller's open draft of it, or a new one; publishing updates it. */
  fromProduct: (productId: number) =>
    apiRequest<Draft>(`${base}/from-product/${productId}`, { method: "POST" }),
  list: (kind: DraftKind) => apiRequest<DraftList>(`${base}?kind=${kind}`),
  update: (id: number, body: UpdateDraftInput) => apiRequest<Draft>(`${base}/${id}`, { method: "PUT", body }),
  addItem: (id: number, supplierProductId: number) =>
    apiRequest<Draft>(`${base}/${id}/items`, { body: { supplier_product_id: supplierProductId } }),
  removeItem: (id: number, key: string) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}`, { method: "DELETE" }),
  saveSide: (id: number, key: string, side: string, body: SaveSideInput) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}/sides/${encodeURIComponent(side)}`, {
      method: "PUT",
      body,
    }),
  removeSide: (id: number, key: string, side: string) =>
    apiRequest<Draft>(`${base}/${id}/items/${encodeURIComponent(key)}/sides/${encodeURIComponent(side)}`, {
      method: "DELETE",
    }),
  applyDesign: (id: number, fileId: number) =>
    apiRequest<Draft>(`${base}/${id}/design`, { method: "PUT", body: { file_id: fileId } }),
  generateMockups: (id: number) =>
    apiRequest<{ job: MockupJob }>(`${base}/${id}/mockups`, { method: "POST" }),
  job: (jobId: number) => apiRequest<MockupJob>(`/api/mockup-jobs/${jobId}`),
  publish: (id: number) => apiRequest<PublishResult>(`${base}/${id}/publish`, { method: "POST" }),
};

/** POST /api/upload/{type} answers `{ message, data: LibraryFile[] }` (server/routes/uploads). */
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
  const answer = (await uploadFiles(`/api/upload/${type}`, [file], undefined, onProgress)) as UploadAnswer;
  const stored = answer.data[0];
  if (!stored) throw new Error("The upload answer named no file.");
  return stored;
}

/** A production design is uploaded to POST /api/upload/product_production as the form field files[0]. */
export const uploadDesign = (file: File, onProgress: (fraction: number) => void): Promise<LibraryFile> =>
  uploadOne("product_production", file, onProgress);

/** A product's own picture (a custom product's) goes to POST /api/upload/product_photos. */
export const uploadProductPicture = (
  file: File,
  onProgress: (fraction: number) => void,
): Promise<LibraryFile> => uploadOne("product_photos", file, onProgress);
