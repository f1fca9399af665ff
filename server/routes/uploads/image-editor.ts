import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { LIBRARY_NAME_MAX } from "../../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { convertImage, imageInfo, resized, THUMB_WIDTH } from "../../services/uploads/images.js";
import { isImageExtension } from "../../services/uploads/policy.js";
import { readFiles } from "../../services/uploads/read.js";
import { sniff } from "../../services/uploads/sniff.js";
import { insertFileRow, removeStored, storageKey } from "../../services/uploads/store.js";
import { libraryDetailDto, libraryOf, toDetail } from "../library/common.js";
import { uploaderName } from "./details.js";
import { storeQuery } from "../../http/params.js";

/** "logo.png" -> "logo (edited).png", kept within the library's name limit. */
export function editedName(name: string, extension: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  const suffix = ` (edited).${extension}`;
  return base.slice(0, LIBRARY_NAME_MAX - suffix.length) + suffix;
}

/**
 * The image editor's save (multipart with file and path): the edited picture becomes a new file
 * of the library, beside the original in the same folder, in the original's format and waiting
 * for approval. The original is never changed, whether or not a product or draft prints it:
 * what a product was approved and sold with stays exactly as it was, and the store deletes the
 * old version itself when it no longer wants it.
 */
export async function imageEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const k = ctx.db.kysely;

  r.post(
    "/api/upload/update",
    {
      config: { access: libraryOf() },
      schema: {
        tags: ["uploads"],
        summary:
          "Image editor save (edit_design, add_products or edit_products): multipart `file` (PNG or JPG) and " +
          "`path` (the stored path of a picture of the store). The edit is stored as a new file beside the " +
          "original, which stays unchanged; the answer is the new file.",
        querystring: storeQuery,
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ message: z.string(), data: libraryDetailDto }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { files, fields } = await readFiles(request);
      const path = fields.path?.trim();
      if (!path) throw invalid({ path: MSG.required }, LIBRARY_MSG.cantUpdate);
      const original = await k
        .selectFrom("files")
        .selectAll()
        .where("website_id", "=", website.id)
        .where("path", "=", path)
        .where("type", "=", "file")
        .executeTakeFirst();
      if (!original) throw notFound(LIBRARY_MSG.pathInvalid);
      const extension = original.extension ?? "";
      if (!isImageExtension(extension))
        throw invalid({ path: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
      // The editor exports PNG; whatever the name says, the bytes must be a complete picture.
      const sent = files[0]!;
      const kind = sniff(sent.buffer);
      if (kind !== "png" && kind !== "jpeg")
        throw invalid({ file: LIBRARY_MSG.imagesOnly }, LIBRARY_MSG.cantUpdate);
      const png = extension === "png";
      const body = await convertImage(sent.buffer, sent.filename, "file", (image) =>
        png ? image.png() : image.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }),
      );
      const info = await imageInfo(body);
      const key = storageKey(website.id, png ? "png" : "jpg");
      const mime = png ? "image/png" : "image/jpeg";
      await ctx.storage.put(key, body, mime);
      try {
        await resized(ctx.storage, key, THUMB_WIDTH, null, body);
        const created = await k.transaction().execute((trx) =>
          insertFileRow(trx, {
            website_id: website.id,
            user_id: currentUser(request).id,
            parent_id: original.parent_id,
            type: "file",
            name: editedName(original.name, extension),
            path: key,
            extension,
            mime,
            size: body.length,
            width: info.width,
            height: info.height,
            dpi: info.dpi,
            is_public: 0,
            in_library: 1,
            upload_type: original.upload_type,
            approved: 0,
            updated_at: nowIso(),
          }),
        );
        return {
          message: LIBRARY_MSG.filesUpdated,
          data: toDetail(ctx, created, await uploaderName(k, created.user_id)),
        };
      } catch (error) {
        await removeStored(ctx, key);
        throw error;
      }
    },
  );
}
