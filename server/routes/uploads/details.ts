import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { libraryDetailDto, libraryOf } from "../library/common.js";
import { fileDetail, resizedCopy } from "../../services/uploads/lookup.js";
import { recordId } from "../../http/params.js";

const fileRef = {
  id: recordId.optional(),
  path: z.string().trim().min(1).max(500).optional(),
  website_id: recordId.optional(),
};

export async function fileDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      return fileDetail(ctx, website.id, request.query);
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
      const { width, height } = request.body;
      const key = await resizedCopy(ctx, website.id, request.body, width, height ?? null);
      return { url: ctx.urls.url(key) ?? "", path: key };
    },
  );
}
