import type { GetListParams, GetListResult } from "react-admin";
import type {
  FilePrepRequest,
  FilePrepStatus,
  LibraryFile,
  LibraryFileDetail,
  LibraryFolder,
  LibraryListResponse,
  MediaEntry,
} from "../../domain/library";
import { uploadFiles } from "../transport/uploadFiles";
import { trackedUpload } from "../transport/uploadStatus";
import { apiRequest } from "../httpClient";
import { readWindow } from "./pagedWindow";

/** One page of the library as the grid asks for it; the store is the active one (X-Website-Id). */
export interface ListParams {
  folderId: number | null;
  search: string;
  accept: "image" | "any";
  page: number;
  perPage: number;
}

/** The print team's queue (platform admins): every store's file preparation requests. */
export interface PrepPage {
  data: FilePrepRequest[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export const PREP_REQUESTS_PATH = "/api/library/file-prep-request";

/** The print team's queue filter: one status, or every request. */
export interface PrepQueueFilter {
  status?: FilePrepStatus | "";
}

/** The store's file library (the active store, X-Website-Id) and the print team's preparation work. */
export const fileLibraryActions = {
  listLibrary(p: ListParams): Promise<LibraryListResponse> {
    const query = new URLSearchParams({
      page: String(p.page),
      per_page: String(p.perPage),
      accept: p.accept,
    });
    if (p.folderId !== null) query.set("folder_id", String(p.folderId));
    if (p.search) query.set("search", p.search);
    return apiRequest<LibraryListResponse>(`/api/library?${query}`);
  },

  libraryFile: (id: number) => apiRequest<LibraryFileDetail>(`/api/library/${id}`),

  moveLibraryFiles: (ids: number[], folderId: number | null) =>
    apiRequest<{ message: string }>("/api/library/multiple/files", {
      method: "PUT",
      body: { ids, folder_id: folderId },
    }),

  createLibraryFolder: (name: string, parentId: number | null) =>
    apiRequest<{ message: string; data: LibraryFolder }>("/api/library/folder", {
      method: "POST",
      body: { name, parent_id: parentId },
    }),

  renameLibraryFolder: (id: number, name: string) =>
    apiRequest<{ message: string; data: LibraryFolder }>(`/api/library/folder/${id}`, {
      method: "PUT",
      body: { name },
    }),

  deleteLibraryFolder: (id: number) =>
    apiRequest<{ message: string }>(`/api/library/folder/${id}`, { method: "DELETE" }),

  requestFilePrep: (fileId: number, note: string) =>
    apiRequest<{ message: string; data: FilePrepRequest }>("/api/library/file-prep-request", {
      method: "POST",
      body: { file_id: fileId, note },
    }),

  cancelFilePrep: (id: number) =>
    apiRequest<{ message: string; data: FilePrepRequest }>(`/api/library/file-prep-request/${id}`, {
      method: "PUT",
      body: { status: "cancelled" },
    }),

  filePrepRequests: (fileId: number) =>
    apiRequest<{ data: FilePrepRequest[] }>(`/api/library/file-prep-request?file_id=${fileId}&per_page=50`),

  uploadToLibrary(
    files: File[],
    folderId: number | null,
    onProgress?: (fraction: number) => void,
  ): Promise<unknown> {
    const url = folderId === null ? "/api/upload/library" : `/api/upload/library/${folderId}`;
    return trackedUpload(url, files, undefined, onProgress);
  },

  /** The image editor's save (multipart with file and path): answers the new file the edit became. */
  saveEditedImage: (path: string, image: File) =>
    uploadFiles<{ message: string; data: LibraryFileDetail }>("/api/upload/update", [image], { path }),

  /** The print team's verdict on a file (platform admins): approved, or rejected with `false`. */
  setFileApproval: (id: number, approved: boolean) =>
    apiRequest<{ message: string; data: LibraryFile }>(`/api/library/approved-status/${id}`, {
      method: "PUT",
      body: { approved },
    }),

  listMedia: (dir: string) =>
    apiRequest<{ dir: string; parent: string | null; listable: boolean; data: MediaEntry[] }>(
      `/api/admin/media?dir=${encodeURIComponent(dir)}`,
    ),

  /**
   * The print team's calls (platform admins): every store's requests (all=1, newest first, one
   * server page, optionally of one status), status changes, deliveries.
   */
  async prepQueuePage(params: GetListParams): Promise<GetListResult<FilePrepRequest>> {
    const filter = (params.filter ?? {}) as PrepQueueFilter;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return readWindow(page, perPage, (serverPage, serverPerPage) => {
      const query = new URLSearchParams({ all: "1", page: String(serverPage), per_page: String(serverPerPage) });
      if (filter.status) query.set("status", filter.status);
      return apiRequest<PrepPage>(`${PREP_REQUESTS_PATH}?${query.toString()}`);
    });
  },
  updateFilePrepRequest: (id: number, body: { status?: FilePrepStatus; admin_note?: string | null }) =>
    apiRequest<{ message: string; data: FilePrepRequest }>(`${PREP_REQUESTS_PATH}/${id}`, {
      method: "PUT",
      body,
    }),

  deliverPrepFile: (
    requestId: number,
    file: File,
    adminNote: string,
    onProgress: (fraction: number) => void,
  ) =>
    trackedUpload<{ message: string; data: FilePrepRequest }>(
      "/api/library/admin-file-prep-request",
      [file],
      { request_id: String(requestId), ...(adminNote ? { admin_note: adminNote } : {}) },
      onProgress,
    ),
};
