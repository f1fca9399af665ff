import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { notFound } from "../../errors.js";
import { LIBRARY_MSG } from "../../../domain/messages.js";
import { grantedStore } from "../../http/access.js";
import { pageOf, pageQueryOf } from "../../http/paging.js";
import { idParam, messageDto, recordId, storeQuery } from "../../http/params.js";
import { findFile, findFolder } from "../../services/library/entries.js";
import { fileChanges } from "../../../domain/libraryFile.js";
import { changeLibraryFile, deleteLibraryFile } from "../../services/library/files.js";
import { listLibrary } from "../../services/library/list.js";
import { toDetail, toLibraryFile } from "../../services/library/present.js";
import { readFiles } from "../../services/uploads/read.js";
import { storeUploads } from "../../services/uploads/store.js";
import { UPLOAD_POLICIES } from "../../services/uploads/policy.js";
import { checkFiles } from "../../services/uploads/validate.js";
import { uploaderName } from "../../services/uploads/lookup.js";
import { libraryDetailDto, libraryFileDto, libraryOf, uploadResponseDto } from "./common.js";
import { libraryListDto } from "../../../domain/contracts/library.js";

const listQuery = z.object({
  folder_id: recordId.optional().describe("default: the root"),
  search: z.string().trim().max(200).optional().describe("name contains; searches every folder"),
  accept: z.enum(["image", "any"]).default("any"),
  approved: z.enum(["0", "1"]).optional(),
  ...pageQueryOf(12),
  website_id: recordId.optional(),
});

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
          200: libraryListDto,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const listing = await listLibrary(k, website.id, {
        folderId: q.folder_id ?? null,
        search: q.search,
        accept: q.accept,
        approved: q.approved,
        page: q.page,
        perPage: q.per_page,
      });
      return {
        ...pageOf(
          listing.rows.map((row) => toLibraryFile(ctx, row)),
          listing.total,
          q.page,
          q.per_page,
        ),
        folders: listing.folders,
        breadcrumbs: listing.breadcrumbs,
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
        body: fileChanges,
        response: { 200: z.object({ message: z.string(), data: libraryFileDto }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const updated = await changeLibraryFile(k, website.id, request.params.id, request.body);
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
      await deleteLibraryFile(ctx, website.id, request.params.id);
      return { message: LIBRARY_MSG.completed };
    },
  );
}
