import { sql } from "kysely";
import { FILE_APPROVALS, type FileApproval } from "../../../../domain/library.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { badRequest } from "../../../errors.js";
import { fileChanges } from "../../../../domain/libraryFile.js";
import { changeLibraryFile, deleteLibraryFile } from "../../../services/library/files.js";
import { PICTURE_EXTENSIONS, STORED_APPROVAL } from "../../../services/library/list.js";
import {
  LIBRARY_FILE_COLUMNS,
  toLibraryFile,
  type LibraryFileRow,
} from "../../../services/library/present.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { z } from "zod";
import { libraryFileDto } from "../../../../domain/contracts/library.js";
import { timestamp } from "../record-types.js";

const column = (name: string) => sql.ref(`files.${name}`);
const invalidFilter = (key: string) => badRequest(`The ${key} filter value is invalid.`);

/** The files of one folder: its id, or 0 (or "root") for the library's root. */
function byFolder(value: unknown, query: LooseQuery): LooseQuery {
  if (value === 0 || value === "0" || value === "root") return query.where(column("parent_id"), "is", null);
  const id = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) throw invalidFilter("folder_id");
  return query.where(column("parent_id"), "=", id);
}

/** The library's "pictures only" choice ("image"), or every file ("any"). */
function byAccept(value: unknown, query: LooseQuery): LooseQuery {
  if (value === "any") return query;
  if (value !== "image") throw invalidFilter("accept");
  return query.where(column("extension"), "in", PICTURE_EXTENSIONS);
}

/** The print team's verdict: pending, approved or rejected. */
function byApproval(value: unknown, query: LooseQuery): LooseQuery {
  if (!(FILE_APPROVALS as readonly unknown[]).includes(value)) throw invalidFilter("approval");
  const approval = value as FileApproval;
  if (approval !== "pending") return query.where(column("approved"), "=", STORED_APPROVAL[approval]);
  return query.where(column("approved"), "not in", [STORED_APPROVAL.approved, STORED_APPROVAL.rejected]);
}

/** As the library list's `approved`: true the approved files, false every other (waiting or rejected). */
function byApproved(value: unknown, query: LooseQuery): LooseQuery {
  const approved = value === true || value === 1 || value === "1" || value === "true";
  if (!approved && value !== false && value !== 0 && value !== "0" && value !== "false")
    throw invalidFilter("approved");
  return query.where(column("approved"), approved ? "=" : "<>", STORED_APPROVAL.approved);
}

/**
 * A store's library files, as the library shows them (their URLs, never their storage paths).
 * Renaming, moving and deleting are the library service's own writes (a delete removes the stored
 * file and its thumbnails); a file is added by an upload of its own (multipart), never here.
 */
export const fileModel: BreadModel = {
  name: "File",
  table: "files",
  scope: "store",
  rights: RESOURCE_RIGHTS.File,
  columns: [...LIBRARY_FILE_COLUMNS, "mime", "upload_type", "created_at"],
  // The library's files: folders are entries of their own, uploads outside the library are not in it.
  alwaysWhere: (query) => query.where(column("type"), "=", "file").where(column("in_library"), "=", 1),
  filters: { website_id: "int", extension: "text", created_at: "date" },
  customFilters: { folder_id: byFolder, accept: byAccept, approval: byApproval, approved: byApproved },
  sorts: ["id", "name", "size", "extension", "created_at", "updated_at"],
  // Newest first, as the library lists them.
  defaultSort: ["id", "DESC"],
  search: ["name"],
  service: {
    update: async (input, w) => {
      await changeLibraryFile(w.ctx.db.kysely, w.websiteId, w.id, fileChanges.parse(input));
    },
    delete: async (w) => {
      await deleteLibraryFile(w.ctx, w.websiteId, w.id);
    },
  },
  bodies: { update: fileChanges },
  record: libraryFileDto
    .extend({
      website_id: z.number(),
      mime: z.string().nullable(),
      upload_type: z.string().nullable(),
      created_at: timestamp,
      updated_at: timestamp.nullable(),
    })
    .strict(),
  toDto: (row, ctx) => ({
    ...toLibraryFile(ctx, row as LibraryFileRow),
    website_id: row.website_id,
    mime: row.mime,
    upload_type: row.upload_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }),
};
