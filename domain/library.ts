/** A file of the store's library as the API returns it. */
export interface LibraryFile {
  id: number;
  name: string;
  url: string;
  thumb_url: string;
  width: number | null;
  height: number | null;
  extension: string;
  size: number;
  dpi: number | null;
  approved: boolean;
  /** The print team's verdict: waiting (new and edited files), approved, or rejected. */
  approval: FileApproval;
  folder_id: number | null;
}

export const FILE_APPROVALS = ["pending", "approved", "rejected"] as const;
export type FileApproval = (typeof FILE_APPROVALS)[number];

/** files.approved as stored: 1 approved, -1 rejected, 0 not looked at yet. */
export function approvalOf(stored: number): FileApproval {
  return stored === 1 ? "approved" : stored === -1 ? "rejected" : "pending";
}

/** A folder of the library. */
export interface LibraryFolder {
  id: number;
  name: string;
  parent_id: number | null;
}

/** Extensions the library shows as pictures (thumbnails, the image editor). */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg"] as const;

export function isImageFile(file: Pick<LibraryFile, "extension">): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(file.extension.toLowerCase());
}

/**
 * GET /api/library: one page of files in a folder (or the root, or the whole library when
 * searching), the folder's sub-folders, and the folders from the root down to it.
 */
export interface LibraryListResponse {
  data: LibraryFile[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
  folders: LibraryFolder[];
  breadcrumbs: LibraryFolder[];
}

/** GET /api/library/{id} and GET /api/file/details: the file with where it came from. */
export interface LibraryFileDetail extends LibraryFile {
  mime: string | null;
  path: string;
  upload_type: string | null;
  created_at: string;
  updated_at: string | null;
  uploaded_by: string | null;
}

export const FILE_PREP_STATUSES = ["pending", "in_progress", "done", "rejected", "cancelled"] as const;
export type FilePrepStatus = (typeof FILE_PREP_STATUSES)[number];

/** A request to the platform's artwork team to prepare a file for production. */
export interface FilePrepRequest {
  id: number;
  website_id: number;
  website_name: string;
  file: LibraryFile | null;
  result_file: LibraryFile | null;
  user_name: string | null;
  status: FilePrepStatus;
  note: string;
  admin_note: string | null;
  created_at: string;
  updated_at: string;
}

/** What the admin media browser lists under a Storage directory. */
export interface MediaEntry {
  type: "file" | "directory";
  name: string;
  path: string;
  extension: string | null;
  width: number | null;
  height: number | null;
  size: number;
  url: string | null;
}

/** The library shows 8 files at first and Show more adds 12; the dialog loads 12. */
export const LIBRARY_FIRST_SHOWN = 8;
export const LIBRARY_SHOW_MORE = 12;
export const LIBRARY_NAME_MAX = 200;
/** The image editor's maximum width. */
export const IMAGE_EDITOR_MAX_WIDTH = 700;

/** What every POST /api/upload/... answers: the stored files, in the order they were sent. */
export interface UploadResponse {
  message: string;
  data: LibraryFile[];
}
