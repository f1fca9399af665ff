import type { LibraryFile } from "../../domain/library";

/** A file of the store's library as the File model answers it. */
export interface FileRecord extends LibraryFile {
  website_id: number;
  mime: string | null;
  upload_type: string | null;
  created_at: string;
  updated_at: string | null;
}

/** A file's size in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
