import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { HttpError, invalid } from "../../errors.js";
import { CATALOGUE_MSG, MSG } from "../../../domain/messages.js";
import { readImage } from "../../services/uploads/images.js";
import { extensionOf } from "../../services/uploads/read.js";
import { sessionUser } from "./common.js";
import { replaceSizeImages, type SizeImage } from "../../services/catalogue/size-images.js";

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 10;

/**
 * POST /admin/product-smake/update/size/images (the spec's path, outside /api): the size chart
 * pictures of one supplier product, replaced as a set. Multipart: id, files[n].
 */
export async function sizeImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const files: SizeImage[] = [];
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
      const keys = await replaceSizeImages(ctx, id, files);
      return { message: CATALOGUE_MSG.filesUpdated, size_images: keys.map((key) => ctx.urls.url(key)) };
    },
  );
}
