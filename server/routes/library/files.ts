import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { notFound } from "../../errors.js";
import { LIBRARY_NAME_MAX, type LibraryFolder } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { readFiles } from "../../services/uploads/read.js";
import { removeStored, storeUploads } from "../../services/uploads/store.js";
import { UPLOAD_POLICIES } from "../../services/uploads/policy.js";
import { checkFiles } from "../../services/uploads/validate.js";
import { uploaderName } from "../uploads/details.js";
import {
  findFile,
  findFolder,
  folderDto,
  libraryDetailDto,
  libraryFileDto,
  libraryOf,
  storeQuery,
  toDetail,
  toFolder,
  toLibraryFile,
  uploadResponseDto,
  type Q,
} from "./common.js";
import { idParam, messageDto } from "../../http/params.js";
import { matchesAny } from "../../http/search.js";

export const fileName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(LIBRARY_NAME_MAX, LIBRARY_MSG.nameTooLong(LIBRARY_NAME_MAX));

const listQuery = z.object({
  folder_id: z.coerce.number().int().positive().optional().describe("default: the root"),
  search: z.string().trim().max(200).optional().describe("name contains; searches every folder"),
  accept: z.enum(["image", "any"]).default("any"),
  approved: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
  website_id: z.coerce.number().int().positive().optional(),
});

/** The folders from the root down to this one. */
export async function breadcrumbs(
  db: Q,
  websiteId: number,
  folderId: number | null,
): Promise<LibraryFolder[]> {
  const trail: LibraryFolder[] = [];
  let id = folderId;
  // Bounded: a folder cannot contain itself (moves are checked), so the chain ends at the root.
  while (id !== null && trail.length < 100) {
    const row = await findFolder(db, websiteId, id);
    trail.unshift(toFolder(row));
    id = row.parent_id;
  }
  return trail;
}

export async function libraryFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.get(
    "/api/library",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary:
          "One page of the store's library (edit_design, add_products or edit_products): files of a folder " +
          "(newest first) with its sub-folders and breadcrumbs; a search looks in every folder",
        querystring: listQuery,
        response: {
          200: z.object({
            data: z.array(libraryFileDto),
            total: z.number(),
            current_page: z.number(),
            per_page: z.number(),
            last_page: z.number(),
            folders: z.array(folderDto),
            breadcrumbs: z.array(folderDto),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const folderId = q.folder_id ?? null;
      const trail = await breadcrumbs(k, website.id, folderId);
      const searching = Boolean(q.search);
      let files = k
        .selectFrom("files")
        .where("website_id", "=", website.id)
        .where("in_library", "=", 1)
        .where("type", "=", "file");
      if (searching) files = files.where(matchesAny<"files">(["name"], q.search!));
      else files = files.where("parent_id", folderId === null ? "is" : "=", folderId);
      if (q.accept === "image") files = files.where("extension", "in", ["png", "jpg", "jpeg"]);
      // approved=0 lists every file not approved: waiting or rejected.
      if (q.approved !== undefined) files = files.where("approved", q.approved === "1" ? "=" : "<>", 1);
      const [rows, count, folders] = await Promise.all([
        files
          .selectAll()
          .orderBy("id", "desc")
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page)
          .execute(),
        files.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
        searching
          ? Promise.resolve([])
          : k
              .selectFrom("files")
              .select(["id", "name", "parent_id"])
              .where("website_id", "=", website.id)
              .where("type", "=", "directory")
              .where("parent_id", folderId === null ? "is" : "=", folderId)
              .orderBy("name")
              .execute(),
      ]);
      const total = Number(count.n);
      return {
        data: rows.map((row) => toLibraryFile(ctx, row)),
        total,
        current_page: q.page,
        per_page: q.per_page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        folders: folders.map(toFolder),
        breadcrumbs: trail,
      };
    },
  );

  r.get(
    "/api/library/:id",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "One file of the store's library with its details",
        params: idParam,
        querystring: storeQuery,
        response: { 200: libraryDetailDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const row = await findFile(k, website.id, request.params.id);
      return toDetail(ctx, row, await uploaderName(k, row.user_id));
    },
  );

  r.post(
    "/api/library",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary:
          "Upload files into the library (same as POST /api/upload/library): multipart files[0..n], optional " +
          "field folder_id",
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { files, fields } = await readFiles(request);
      const folderId = fields.folder_id ? Number(fields.folder_id) : null;
      if (folderId !== null) {
        if (!Number.isInteger(folderId) || folderId <= 0) throw notFound(LIBRARY_MSG.folderNotFound);
        await findFolder(k, website.id, folderId);
      }
      const checked = checkFiles(files, UPLOAD_POLICIES.library.extensions);
      const rows = await storeUploads(
        ctx,
        { websiteId: website.id, userId: currentUser(request).id, type: "library", folderId },
        checked,
      );
      return { message: LIBRARY_MSG.uploaded, data: rows.map((row) => toLibraryFile(ctx, row)) };
    },
  );

  r.post(
    "/api/library/:id",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Rename a library file or move it to a folder (folder_id null: the root)",
        params: idParam,
        querystring: storeQuery,
        body: z.object({
          name: fileName.optional(),
          folder_id: z.number().int().positive().nullable().optional(),
        }),
        response: { 200: z.object({ message: z.string(), data: libraryFileDto }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { name, folder_id } = request.body;
      const updated = await k.transaction().execute(async (trx) => {
        await findFile(trx, website.id, request.params.id);
        if (folder_id !== undefined && folder_id !== null) await findFolder(trx, website.id, folder_id);
        return trx
          .updateTable("files")
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(folder_id !== undefined ? { parent_id: folder_id } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", request.params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { message: LIBRARY_MSG.filesUpdated, data: toLibraryFile(ctx, updated) };
    },
  );

  r.delete(
    "/api/library/:id",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Delete a library file and its stored copies",
        params: idParam,
        querystring: storeQuery,
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const row = await k.transaction().execute(async (trx) => {
        const found = await findFile(trx, website.id, request.params.id);
        await trx.deleteFrom("files").where("id", "=", found.id).execute();
        return found;
      });
      await removeStored(ctx, row.path);
      return { message: LIBRARY_MSG.completed };
    },
  );
}
