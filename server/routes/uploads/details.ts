import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid, notFound } from "../../errors.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { resized } from "../../services/uploads/images.js";
import { isImageExtension } from "../../services/uploads/policy.js";
import type { FileRow } from "../../services/uploads/store.js";
import { libraryDetailDto, libraryOf, toDetail, type Q } from "../library/common.js";
import { recordId } from "../../http/params.js";

const fileRef = {
  id: recordId.optional(),
  path: z.string().trim().min(1).max(500).optional(),
  website_id: recordId.optional(),
};

/** A file of the store by id or by its storage path; another store's answers 404. */
async function fileByRef(db: Q, websiteId: number, ref: { id?: number; path?: string }): Promise<FileRow> {
  if (ref.id === undefined && ref.path === undefined) throw invalid({ id: MSG.required });
  let query = db
    .selectFrom("files")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("type", "=", "file");
  if (ref.id !== undefined) query = query.where("id", "=", ref.id);
  if (ref.path !== undefined) query = query.where("path", "=", ref.path);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(LIBRARY_MSG.fileNotFound);
  return row;
}

export async function uploaderName(db: Q, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
  return user?.name ?? null;
}

export async function fileDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.get(
    "/api/file/details",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary: "A stored file of the store by id or path: size, pixel size, DPI, type, who uploaded it",
        querystring: z.object(fileRef),
        response: { 200: libraryDetailDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const row = await fileByRef(k, website.id, request.query);
      return toDetail(ctx, row, await uploaderName(k, row.user_id));
    },
  );

  r.post(
    "/api/get/resized/file",
    {
      config: { access: libraryOf(["body.website_id", "active"]) },
      schema: {
        tags: ["uploads"],
        summary:
          "A resized PNG copy of a picture of the store (never enlarged), made once and cached in Storage; " +
          "answers its signed URL",
        body: z.object({
          ...fileRef,
          id: z.number().int().positive().optional(),
          website_id: z.number().int().positive().optional(),
          width: z.number().int().min(16).max(2000),
          height: z.number().int().min(16).max(2000).optional(),
        }),
        response: { 200: z.object({ url: z.string(), path: z.string() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const row = await fileByRef(k, website.id, request.body);
      if (!isImageExtension(row.extension ?? "")) throw invalid({ id: LIBRARY_MSG.imagesOnly });
      const key = await resized(ctx.storage, row.path, request.body.width, request.body.height ?? null);
      if (!key) throw notFound(LIBRARY_MSG.fileNotFound);
      return { url: ctx.urls.url(key) ?? "", path: key };
    },
  );
}
