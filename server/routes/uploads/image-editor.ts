import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import {
  convertImage,
  deleteResized,
  imageInfo,
  resized,
  THUMB_WIDTH,
} from "../../services/uploads/images.js";
import { isImageExtension } from "../../services/uploads/policy.js";
import { readFiles } from "../../services/uploads/read.js";
import { sniff } from "../../services/uploads/sniff.js";
import { libraryDetailDto, libraryStore, toDetail } from "../library/common.js";
import { uploaderName } from "./details.js";

/**
 * The image editor's save (spec §7: multipart with file and path): the edited picture replaces
 * the stored one at the same path, so products that print it keep pointing at it. It is stored in
 * the file's own format, its cached thumbnails are dropped, and it needs approving again.
 */
export async function imageEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.post(
    "/api/upload/update",
    {
      schema: {
        tags: ["uploads"],
        summary:
          "Image editor save (edit_design, add_products or edit_products): multipart `file` (PNG or JPG) and " +
          "`path` (the stored path of a picture of the store)",
        querystring: z.object({ website_id: z.coerce.number().int().positive().optional() }),
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), data: libraryDetailDto }) },
      },
    },
    async (request) => {
      const { website } = await libraryStore(ctx, request, request.query.website_id);
      const { files, fields } = await readFiles(request);
      const path = fields.path?.trim();
      if (!path) throw invalid({ path: MSG.required }, LIBRARY_MSG.cantUpdate);
      const row = await k
        .selectFrom("files")
        .selectAll()
        .where("website_id", "=", website.id)
        .where("path", "=", path)
        .where("type", "=", "file")
        .executeTakeFirst();
      if (!row) throw notFound(LIBRARY_MSG.pathInvalid);
      const extension = row.extension ?? "";
      if (!isImageExtension(extension))
        throw invalid({ path: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
      // The editor exports PNG; whatever the name says, the bytes must be a complete picture.
      const sent = files[0]!;
      const kind = sniff(sent.buffer);
      if (kind !== "png" && kind !== "jpeg")
        throw invalid({ file: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
      const body = await convertImage(sent.buffer, sent.filename, "file", (image) =>
        extension === "png" ? image.png() : image.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }),
      );
      const info = await imageInfo(body);
      await deleteResized(ctx.storage, row.path);
      await ctx.storage.put(row.path, body, extension === "png" ? "image/png" : "image/jpeg");
      await resized(ctx.storage, row.path, THUMB_WIDTH, null, body);
      const updated = await k
        .updateTable("files")
        .set({
          size: body.length,
          width: info.width,
          height: info.height,
          dpi: info.dpi ?? row.dpi,
          approved: 0,
          updated_at: nowIso(),
        })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        message: LIBRARY_MSG.filesUpdated,
        data: toDetail(ctx, updated, await uploaderName(k, updated.user_id)),
      };
    },
  );
}
