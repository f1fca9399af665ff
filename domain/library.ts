import type {
  FilePrepDto,
  LibraryFileDetailDto,
  LibraryFileDto,
  LibraryFolderDto,
  LibraryListDto,
  MediaEntryDto,
  UploadResponseDto,
} from "./contracts/library.js";

/** A file of the store's library as the API returns it (its contract is domain/contracts/library). */
export type LibraryFile = LibraryFileDto;

export const FILE_APPROVALS = ["pending", "approved", "rejected"] as const;
export type FileApproval = (typeof FILE_APPROVALS)[number];

/** files.approved as stored: 1 approved, -1 rejected, 0 not looked at yet. */
export function approvalOf(stored: number): FileApproval {
  return stored === 1 ? "approved" : stored === -1 ? "rejected" : "pending";
}

/** A folder of the library. */
export type LibraryFolder = LibraryFolderDto;

/** Extensions the library shows as pictures (thumbnails, the image editor). */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg"] as const;

export function isImageFile(file: Pick<LibraryFile, "extension">): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(file.extension.toLowerCase());
}

/** GET /api/library: one page of files with the folder's sub-folders and breadcrumbs. */
export type LibraryListResponse = LibraryListDto;

/** GET /api/library/{id} and GET /api/file/details: the file with where it came from. */
export type LibraryFileDetail = LibraryFileDetailDto;

export const FILE_PREP_STATUSES = ["pending", "in_progress", "done", "rejected", "cancelled"] as const;
export type FilePrepStatus = (typeof FILE_PREP_STATUSES)[number];

/** A request to the platform's artwork team to prepare a file for production. */
export type FilePrepRequest = FilePrepDto;

/** What the admin media browser lists under a Storage directory. */
export type MediaEntry = MediaEntryDto;

/** The library shows 8 files at first and Show more adds 12; the dialog loads 12. */
export const LIBRARY_FIRST_SHOWN = 8;
export const LIBRARY_SHOW_MORE = 12;
export const LIBRARY_NAME_MAX = 200;
/** The longest note kept on a preparation request (the store's and the print team's). */
export const PREP_NOTE_MAX = 2000;
/** The image editor's maximum width. */
export const IMAGE_EDITOR_MAX_WIDTH = 700;

/** What every POST /api/upload/... answers: the stored files, in the order they were sent. */
export type UploadResponse = UploadResponseDto;
