import type {
  FilePrepRequest,
  FilePrepStatus,
  LibraryFile,
  LibraryFileDetail,
  LibraryFolder,
  LibraryListResponse,
  MediaEntry,
} from "../../domain/library";
import { apiRequest } from "../../providers/httpClient";
import { uploadFiles } from "../../src/uploads/uploadFiles";
import { trackedUpload } from "../../src/uploads/uploadStatus";

/** The library calls; the store is the active one (X-Website-Id). */

export interface ListParams {
  folderId: number | null;
  search: string;
  accept: "image" | "any";
  page: number;
  perPage: number;
}

export function listLibrary(p: ListParams): Promise<LibraryListResponse> {
  const query = new URLSearchParams({ page: String(p.page), per_page: String(p.perPage), accept: p.accept });
  if (p.folderId !== null) query.set("folder_id", String(p.folderId));
  if (p.search) query.set("search", p.search);
  return apiRequest<LibraryListResponse>(`/api/library?${query}`);
}

export const getFile = (id: number) => apiRequest<LibraryFileDetail>(`/api/library/${id}`);

export const updateFile = (id: number, body: { name?: string; folder_id?: number | null }) =>
  apiRequest<{ message: string; data: LibraryFile }>(`/api/library/${id}`, { method: "POST", body });

export const deleteFile = (id: number) =>
  apiRequest<{ message: string }>(`/api/library/${id}`, { method: "DELETE" });

export const moveFiles = (ids: number[], folderId: number | null) =>
  apiRequest<{ message: string }>("/api/library/multiple/files", {
    method: "PUT",
    body: { ids, folder_id: folderId },
  });

export const deleteFiles = (ids: number[]) =>
  apiRequest<{ message: string }>("/api/library/multiple/files", { method: "DELETE", body: { ids } });

export const createFolder = (name: string, parentId: number | null) =>
  apiRequest<{ message: string; data: LibraryFolder }>("/api/library/folder", {
    method: "POST",
    body: { name, parent_id: parentId },
  });

export const renameFolder = (id: number, name: string) =>
  apiRequest<{ message: string; data: LibraryFolder }>(`/api/library/folder/${id}`, {
    method: "PUT",
    body: { name },
  });

export const deleteFolder = (id: number) =>
  apiRequest<{ message: string }>(`/api/library/folder/${id}`, { method: "DELETE" });

export const requestPrep = (fileId: number, note: string) =>
  apiRequest<{ message: string; data: FilePrepRequest }>("/api/library/file-prep-request", {
    method: "POST",
    body: { file_id: fileId, note },
  });

export const cancelPrep = (id: number) =>
  apiRequest<{ message: string; data: FilePrepRequest }>(`/api/library/file-prep-request/${id}`, {
    method: "PUT",
    body: { status: "cancelled" },
  });

export const listPrepRequests = (fileId: number) =>
  apiRequest<{ data: FilePrepRequest[] }>(`/api/library/file-prep-request?file_id=${fileId}&per_page=50`);

export function uploadToLibrary(
  files: File[],
  folderId: number | null,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const url = folderId === null ? "/api/upload/library" : `/api/upload/library/${folderId}`;
  return trackedUpload(url, files, undefined, onProgress);
}

/** The image editor's save (multipart with file and path): answers the new file the edit became. */
export const saveEditedImage = (path: string, image: File) =>
  uploadFiles("/api/upload/update", [image], { path }) as Promise<{
    message: string;
    data: LibraryFileDetail;
  }>;

/** The print team's verdict on a file (platform admins): approved, or rejected with `false`. */
export const setFileApproval = (id: number, approved: boolean) =>
  apiRequest<{ message: string; data: LibraryFile }>(`/api/library/approved-status/${id}`, {
    method: "PUT",
    body: { approved },
  });

export const listMedia = (dir: string) =>
  apiRequest<{ dir: string; parent: string | null; listable: boolean; data: MediaEntry[] }>(
    `/api/admin/media?dir=${encodeURIComponent(dir)}`,
  );

/** The print team's calls (platform admins): every store's requests, status changes, deliveries. */

export interface PrepPage {
  data: FilePrepRequest[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export const PREP_REQUESTS_PATH = "/api/library/file-prep-request";

export const updatePrepRequest = (
  id: number,
  body: { status?: FilePrepStatus; admin_note?: string | null },
) =>
  apiRequest<{ message: string; data: FilePrepRequest }>(`${PREP_REQUESTS_PATH}/${id}`, {
    method: "PUT",
    body,
  });

export const deliverPrepFile = (
  requestId: number,
  file: File,
  adminNote: string,
  onProgress: (fraction: number) => void,
) =>
  trackedUpload(
    "/api/library/admin-file-prep-request",
    [file],
    { request_id: String(requestId), ...(adminNote ? { admin_note: adminNote } : {}) },
    onProgress,
  ) as Promise<{ message: string; data: FilePrepRequest }>;
