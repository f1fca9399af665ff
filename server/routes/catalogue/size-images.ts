import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { HttpError, invalid, notFound } from "../../errors.js";
import { CATALOGUE_MSG, MSG } from "../../../domain/messages.js";
import { readImage } from "../../services/uploads/images.js";
import { extensionOf } from "../../services/uploads/read.js";
import { sessionUser } from "./common.js";
import { invalidateStoresSelling } from "../../services/catalogue/save.js";

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 10;
const MIME = { png: "image/png", jpeg: "image/jpeg" } as const;

/**
 * POST /admin/product-smake/update/size/images (the spec's path, outside /api): the size chart
 * pictures of one supplier product, replaced as a set. Multipart: id, files[n].
 */
export async function sizeImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/admin/product-smake/update/size/images",
    {
      // Outside /api no session is loaded for the route, so it loads the caller's before its
      // declared access is checked.
      onRequest: async (request) => {
        await sessionUser(ctx, request);
      },
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary:
          "Replace a supplier product's size chart images (admin; Bearer session as under /api). Multipart: id and files[n], PNG or JPG up to 5 MB each, at most 10",
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), size_images: z.array(z.string().nullable()) }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw invalid({ files: MSG.required });
      const files: { body: Buffer; format: keyof typeof MIME }[] = [];
      let id = 0;
      try {
        for await (const part of request.parts({
          limits: { fileSize: MAX_BYTES, files: MAX_FILES, fields: 5 },
        })) {
          if (part.type === "field") {
            if (part.fieldname === "id") id = Number(part.value);
            continue;
          }
          const buffer = await part.toBuffer();
          const { format } = await readImage(buffer, part.filename, "files", CATALOGUE_MSG.imagesOnly);
          if (
            !["png", "jpg", "jpeg"].includes(extensionOf(part.filename)) ||
            (format !== "png" && format !== "jpeg")
          )
            throw invalid({ files: CATALOGUE_MSG.imagesOnly });
          files.push({ body: buffer, format });
        }
      } catch (error) {
        const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
        if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT")
          throw new HttpError(413, CATALOGUE_MSG.csvTooLarge);
        throw error;
      }
      if (!Number.isInteger(id) || id <= 0) throw invalid({ id: MSG.required });
      if (files.length === 0) throw invalid({ files: MSG.required });
      const product = await k
        .selectFrom("supplier_products")
        .select(["style_id", "size_images"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!product) throw notFound(CATALOGUE_MSG.supplierProductNotFound);
      const keys: string[] = [];
      for (const file of files) {
        // Public: the storefront's size chart shows them to every visitor.
        const key = `public/catalogue/sizes/${product.style_id.toLowerCase()}/${randomBytes(8).toString("hex")}.${file.format === "png" ? "png" : "jpg"}`;
        await ctx.storage.put(key, file.body, MIME[file.format]);
        keys.push(key);
      }
      await k
        .updateTable("supplier_products")
        .set({ size_images: toJson(keys), updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await invalidateStoresSelling(k, ctx.events, [id]);
      for (const old of fromJson<string[]>(product.size_images, [])) await ctx.storage.delete(old);
      return { message: CATALOGUE_MSG.filesUpdated, size_images: keys.map((key) => ctx.urls.url(key)) };
    },
  );
}
