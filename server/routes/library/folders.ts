import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { removeStored } from "../../services/uploads/store.js";
import { findFolder, folderDto, libraryOf, storeQuery, toFolder, type Q } from "./common.js";
import { fileName } from "./files.js";
import { idParam, messageDto } from "../../http/params.js";

/** Every folder inside this one, at any depth, with the folder itself first. */
export async function folderTree(db: Q, websiteId: number, rootId: number): Promise<number[]> {
  const ids = [rootId];
  let level = [rootId];
  while (level.length > 0) {
    const children = await db
      .selectFrom("files")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("type", "=", "directory")
      .where("parent_id", "in", level)
      .execute();
    level = children.map((c) => c.id).filter((id) => !ids.includes(id));
    ids.push(...level);
  }
  return ids;
}

/**
 * Deletes files and folders (with everything inside the folders) in one transaction; the stored
 * objects go after the commit, so a failed delete leaves every file readable.
 */
export async function deleteEntries(
  ctx: AppContext,
  websiteId: number,
  fileIds: readonly number[],
  folderIds: readonly number[],
): Promise<number> {
  const paths = await ctx.db.kysely.transaction().execute(async (trx) => {
    const folders: number[] = [];
    for (const id of folderIds) folders.push(...(await folderTree(trx, websiteId, id)));
    let inside = trx
      .selectFrom("files")
      .select(["id", "path"])
      .where("website_id", "=", websiteId)
      .where("type", "=", "file");
    inside = inside.where((eb) =>
      eb.or([
        ...(fileIds.length > 0 ? [eb("id", "in", [...fileIds])] : []),
        ...(folders.length > 0 ? [eb("parent_id", "in", folders)] : []),
      ]),
    );
    const files = fileIds.length + folders.length > 0 ? await inside.execute() : [];
    const ids = [...files.map((f) => f.id), ...folders];
    if (ids.length > 0) {
      // Children first: a folder row is referenced by what it contains.
      if (files.length > 0)
        await trx
          .deleteFrom("files")
          .where(
            "id",
            "in",
            files.map((f) => f.id),
          )
          .execute();
      for (const id of [...folders].reverse()) await trx.deleteFrom("files").where("id", "=", id).execute();
    }
    return files.map((f) => f.path);
  });
  for (const path of paths) await removeStored(ctx, path);
  return paths.length;
}

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
      const parentId = request.body.parent_id ?? null;
      const row = await k.transaction().execute(async (trx) => {
        if (parentId !== null) await findFolder(trx, website.id, parentId);
        return trx
          .insertInto("files")
          .values({
            website_id: website.id,
            user_id: currentUser(request).id,
            parent_id: parentId,
            type: "directory",
            name: request.body.name,
            path: "",
            in_library: 1,
            updated_at: nowIso(),
          })
          .returning(["id", "name", "parent_id"])
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send({ message: LIBRARY_MSG.completed, data: toFolder(row) });
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
      const { name, parent_id } = request.body;
      const row = await k.transaction().execute(async (trx) => {
        await findFolder(trx, website.id, request.params.id);
        if (parent_id !== undefined && parent_id !== null) {
          await findFolder(trx, website.id, parent_id);
          const inside = await folderTree(trx, website.id, request.params.id);
          if (inside.includes(parent_id)) throw invalid({ parent_id: LIBRARY_MSG.folderIntoItself });
        }
        return trx
          .updateTable("files")
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(parent_id !== undefined ? { parent_id } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", request.params.id)
          .returning(["id", "name", "parent_id"])
          .executeTakeFirstOrThrow();
      });
      return { message: LIBRARY_MSG.completed, data: toFolder(row) };
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
      await findFolder(k, website.id, request.params.id);
      await deleteEntries(ctx, website.id, [], [request.params.id]);
      return { message: LIBRARY_MSG.completed };
    },
  );

  const idsBody = z.object({
    ids: z.array(z.number().int().positive()).min(1, MSG.listNotEmpty).max(500),
  });

  /** Every id must be a file of this store; one that is not answers 404 and nothing changes. */
  const ownFiles = async (db: Q, websiteId: number, ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    const rows = await db
      .selectFrom("files")
      .select("id")
      .where("website_id", "=", websiteId)
      .where("type", "=", "file")
      .where("id", "in", unique)
      .execute();
    if (rows.length !== unique.length) throw notFound(LIBRARY_MSG.fileNotFound);
    return unique;
  };

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
      const { ids, folder_id } = request.body;
      await k.transaction().execute(async (trx) => {
        const unique = await ownFiles(trx, website.id, ids);
        if (folder_id !== null) await findFolder(trx, website.id, folder_id);
        await trx
          .updateTable("files")
          .set({ parent_id: folder_id, updated_at: nowIso() })
          .where("id", "in", unique)
          .execute();
      });
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
      const { ids, folder_ids } = request.body;
      if (ids.length + folder_ids.length === 0) throw invalid({ ids: MSG.listNotEmpty });
      const files = ids.length > 0 ? await ownFiles(k, website.id, ids) : [];
      for (const id of new Set(folder_ids)) await findFolder(k, website.id, id);
      await deleteEntries(ctx, website.id, files, [...new Set(folder_ids)]);
      return { message: LIBRARY_MSG.completed };
    },
  );
}
