import type { LibraryFileDetailDto, LibraryFileDto } from "../../domain/contracts/library";

/**
 * A file of the store's library as the File model answers it: the library's file shape with the
 * detail fields the model adds and the file's store (BREAD records have no zod schema of their own).
 */
export type FileRecord = LibraryFileDto &
  Pick<LibraryFileDetailDto, "mime" | "upload_type" | "created_at" | "updated_at"> & { website_id: number };

/** A file's size in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
