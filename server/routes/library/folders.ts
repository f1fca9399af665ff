import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { grantedStore } from "../../http/access.js";
import { idParam, messageDto } from "../../http/params.js";
import { fileName } from "../../../domain/libraryFile.js";
import { moveLibraryFiles } from "../../services/library/files.js";
import {
  changeFolder,
  createFolder,
  deleteFolder,
  deleteLibraryEntries,
} from "../../services/library/folders.js";
import { folderDto, libraryOf } from "./common.js";
import { storeQuery } from "../../http/params.js";

export async function libraryFolderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.post(
    "/api/library/folder",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Create a library folder (parent_id: inside another folder; absent or null: the root)",
        querystring: storeQuery,
        body: z.object({ name: fileName, parent_id: z.number().int().positive().nullable().optional() }),
        response: { 201: z.object({ message: z.string(), data: folderDto }) },
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const folder = await createFolder(
        k,
        website.id,
        currentUser(request).id,
        request.body.name,
        request.body.parent_id ?? null,
      );
      return reply.code(201).send({ message: LIBRARY_MSG.completed, data: folder });
    },
  );

  r.put(
    "/api/library/folder/:id",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Rename a library folder or move it into another folder (parent_id null: the root)",
        params: idParam,
        querystring: storeQuery,
        body: z.object({
          name: fileName.optional(),
          parent_id: z.number().int().positive().nullable().optional(),
        }),
        response: { 200: z.object({ message: z.string(), data: folderDto }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const folder = await changeFolder(k, website.id, request.params.id, request.body);
      return { message: LIBRARY_MSG.completed, data: folder };
    },
  );

  r.delete(
    "/api/library/folder/:id",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Delete a library folder with every folder and file inside it",
        params: idParam,
        querystring: storeQuery,
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await deleteFolder(ctx, website.id, request.params.id);
      return { message: LIBRARY_MSG.completed };
    },
  );

  const idsBody = z.object({
    ids: z.array(z.number().int().positive()).min(1, MSG.listNotEmpty).max(500),
  });

  r.put(
    "/api/library/multiple/files",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Move several library files into a folder (folder_id null: the root)",
        querystring: storeQuery,
        body: idsBody.extend({ folder_id: z.number().int().positive().nullable() }),
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await moveLibraryFiles(k, website.id, request.body.ids, request.body.folder_id);
      return { message: LIBRARY_MSG.filesUpdated };
    },
  );

  r.delete(
    "/api/library/multiple/files",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["library"],
        summary: "Delete several library files (and, with folder_ids, folders with what is inside them)",
        querystring: storeQuery,
        body: z.object({
          ids: z.array(z.number().int().positive()).max(500).default([]),
          folder_ids: z.array(z.number().int().positive()).max(100).default([]),
        }),
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await deleteLibraryEntries(ctx, website.id, request.body.ids, request.body.folder_ids);
      return { message: LIBRARY_MSG.completed };
    },
  );
}
