import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, requireStore } from "../../auth/guard.js";
import type { Database, Website } from "../../db/schema.js";
import { badRequest, forbidden, notFound } from "../../errors.js";
import { canUseFiles, type StoreAccess } from "../../../domain/permissions.js";
import {
  approvalOf,
  FILE_APPROVALS,
  type LibraryFile,
  type LibraryFileDetail,
  type LibraryFolder,
} from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { pictureDpi, thumbKey } from "../../services/uploads/images.js";
import { isImageExtension } from "../../services/uploads/policy.js";
import type { FileRow } from "../../services/uploads/store.js";
import type { StoreRule } from "../../http/access.js";

export type Q = Kysely<Database> | Transaction<Database>;

/** The store a call acts on; without it, the active store header. */
export const storeQuery = z.object({ website_id: z.coerce.number().int().positive().optional() });

/**
 * The library holds a store's design artwork: whoever designs the store (edit_design) or makes
 * its products (add_products, edit_products) uses it. Salespeople and clients hold none of these
 * and get 403; people outside the store get 404.
 */
export function canUseLibrary(access: StoreAccess): boolean {
  return canUseFiles(access);
}

/** The rights any one of which opens a store's library (see canUseLibrary). */
export const LIBRARY_RIGHTS = ["edit_design", "add_products", "edit_products"] as const;

/**
 * Who may use a store's library: one of LIBRARY_RIGHTS in the store named by the query's
 * website_id (or `from`), else the active store. Salespeople and clients get 403, people outside
 * the store 404.
 */
export const libraryOf = (from: StoreRule["from"] = ["query.website_id", "active"]): StoreRule => ({
  right: LIBRARY_RIGHTS,
  from,
});

/**
 * The store a library call acts on (website_id, else the active store header) with the right
 * checked, for a route that chooses between a store and the platform while it runs.
 */
export async function libraryStore(
  ctx: AppContext,
  request: FastifyRequest,
  given?: number | null,
): Promise<{ website: Website; access: StoreAccess }> {
  const id = given ?? activeWebsiteId(request);
  if (id === null) throw badRequest(MSG.websiteNotFound, { website_id: MSG.required });
  const found = await requireStore(ctx.db, request, id, null);
  if (!canUseLibrary(found.access)) throw forbidden();
  return found;
}

/** An entry of this store; another store's id answers 404 exactly like a missing one. */
async function findEntry(
  db: Q,
  websiteId: number,
  id: number,
  type: "file" | "directory",
  missing: string,
): Promise<FileRow> {
  const row = await db
    .selectFrom("files")
    .selectAll()
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .where("type", "=", type)
    .executeTakeFirst();
  if (!row) throw notFound(missing);
  return row;
}

export const findFile = (db: Q, websiteId: number, id: number): Promise<FileRow> =>
  findEntry(db, websiteId, id, "file", LIBRARY_MSG.fileNotFound);

export const findFolder = (db: Q, websiteId: number, id: number): Promise<FileRow> =>
  findEntry(db, websiteId, id, "directory", LIBRARY_MSG.folderNotFound);

/** Signed URLs stay the same for an hour; the version makes an edited file load fresh. */
function versioned(url: string | null, row: FileRow): string {
  if (!url) return "";
  if (!row.updated_at) return url;
  const v = Date.parse(row.updated_at).toString(36);
  return `${url}${url.includes("?") ? "&" : "?"}v=${v}`;
}

export function toLibraryFile(ctx: AppContext, row: FileRow): LibraryFile {
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

export function toFolder(row: Pick<FileRow, "id" | "name" | "parent_id">): LibraryFolder {
  return { id: row.id, name: row.name, parent_id: row.parent_id };
}

export const libraryFileDto = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  thumb_url: z.string().describe("PNG thumbnail (300 px wide) for pictures; empty for other files"),
  width: z.number().nullable(),
  height: z.number().nullable(),
  extension: z.string(),
  size: z.number().describe("bytes"),
  dpi: z
    .number()
    .nullable()
    .describe(
      "dots per inch the picture's pixels give printed as large as fits a 12 x 16 in print area; " +
        "null for files that are no picture",
    ),
  approved: z.boolean(),
  approval: z
    .enum(FILE_APPROVALS)
    .describe("the print team's verdict: pending (new or edited), approved or rejected"),
  folder_id: z.number().nullable(),
});

export const libraryDetailDto = libraryFileDto.extend({
  mime: z.string().nullable(),
  path: z.string(),
  upload_type: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  uploaded_by: z.string().nullable(),
});

export const folderDto = z.object({ id: z.number(), name: z.string(), parent_id: z.number().nullable() });

export const uploadResponseDto = z.object({ message: z.string(), data: z.array(libraryFileDto) });
