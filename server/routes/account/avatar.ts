import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid } from "../../errors.js";
import { loadAccount, replaceAvatar } from "../../services/users/account.js";
import { readImage } from "../../services/uploads/images.js";
import { ACCOUNT_MSG, AVATAR_MAX_BYTES, AVATAR_SIZE } from "../../../domain/account.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { idParam } from "../../http/params.js";

const FORMATS = { png: "image/png", jpeg: "image/jpeg" } as const;

/** Decodes, squares and shrinks an avatar; anything that is not really a PNG or JPEG is refused. */
async function avatarImage(buffer: Buffer): Promise<{ body: Buffer; format: keyof typeof FORMATS }> {
  const { format } = await readImage(buffer, "The picture", "file", ACCOUNT_MSG.imagesOnly);
  if (format !== "png" && format !== "jpeg") throw invalid({ file: ACCOUNT_MSG.imagesOnly });
  const body = await sharp(buffer)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
    .toFormat(format)
    .toBuffer();
  return { body, format };
}

export async function avatarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The spec's upload path (/api/upload/users/{a}/{b}) is opaque; this is the RESTful one.
  r.post(
    "/api/users/:id/avatar",
    {
      config: { access: { self: "params.id" } },
      schema: {
        tags: ["account"],
        summary:
          "Upload an avatar (self or admin): multipart, one PNG or JPG file up to 5 MB, stored as 256x256",
        params: idParam,
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ avatar_url: z.string().nullable() }) },
      },
    },
    async (request) => {
      const target = await loadAccount(ctx.db.kysely, request.params.id);
      const { file } = await readUpload(request, AVATAR_MAX_BYTES, ACCOUNT_MSG.avatarTooLarge);
      if (!["png", "jpg", "jpeg"].includes(extensionOf(file.filename)))
        throw invalid({ file: ACCOUNT_MSG.imagesOnly });
      const { body, format } = await avatarImage(file.buffer);
      const key = `avatars/${target.id}/${randomBytes(12).toString("hex")}.${format === "png" ? "png" : "jpg"}`;
      await replaceAvatar(ctx, target, { key, body, contentType: FORMATS[format] });
      return { avatar_url: ctx.urls.url(key) };
    },
  );
}
