import type { AppContext } from "../../context.js";
import { approvalOf, type LibraryFile, type LibraryFileDetail } from "../../../domain/library.js";
import { pictureDpi, thumbKey } from "../uploads/images.js";
import { isImageExtension } from "../uploads/policy.js";
import type { FileRow } from "../uploads/store.js";

/** The columns a library file is shown from (its stored path only builds its URLs). */
export const LIBRARY_FILE_COLUMNS = [
  "id",
  "website_id",
  "name",
  "path",
  "extension",
  "size",
  "width",
  "height",
  "approved",
  "parent_id",
  "updated_at",
] as const;

export type LibraryFileRow = Pick<FileRow, (typeof LIBRARY_FILE_COLUMNS)[number]>;

/** Signed URLs stay the same for an hour; the version makes an edited file load fresh. */
function versioned(url: string | null, row: LibraryFileRow): string {
  if (!url) return "";
  if (!row.updated_at) return url;
  const v = Date.parse(row.updated_at).toString(36);
  return `${url}${url.includes("?") ? "&" : "?"}v=${v}`;
}

/** A library file as the library lists it: its URLs, never its storage path. */
export function toLibraryFile(ctx: AppContext, row: LibraryFileRow): LibraryFile {
  const extension = row.extension ?? "";
  return {
    id: row.id,
    name: row.name,
    url: versioned(ctx.urls.url(row.path), row),
    // Only pictures have a thumbnail; the SPA shows an icon by extension for the rest.
    thumb_url: isImageExtension(extension) ? versioned(ctx.urls.url(thumbKey(row.path)), row) : "",
    width: row.width,
    height: row.height,
    extension,
    size: row.size,
    // Computed on every read, so files stored with a declared density read right too.
    dpi: isImageExtension(extension) ? pictureDpi(row.width, row.height) : null,
    approved: row.approved === 1,
    approval: approvalOf(row.approved),
    folder_id: row.parent_id,
  };
}

export function toDetail(ctx: AppContext, row: FileRow, uploadedBy: string | null): LibraryFileDetail {
  return {
    ...toLibraryFile(ctx, row),
    mime: row.mime,
    path: row.path,
    upload_type: row.upload_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
    uploaded_by: uploadedBy,
  };
}
