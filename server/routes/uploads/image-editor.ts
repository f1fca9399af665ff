import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { LIBRARY_MSG, MSG } from "../../../domain/messages.js";
import { readFiles } from "../../services/uploads/read.js";
import { libraryDetailDto, libraryOf } from "../library/common.js";
import { saveEditedImage } from "../../services/uploads/edited.js";
import { storeQuery } from "../../http/params.js";

/**
 * The image editor's save (multipart with file and path): the edited picture becomes a new file
 * of the library, beside the original in the same folder, in the original's format and waiting
 * for approval. The original is never changed, whether or not a product or draft prints it:
 * what a product was approved and sold with stays exactly as it was, and the store deletes the
 * old version itself when it no longer wants it.
 */
export async function imageEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const data = await saveEditedImage(ctx, website.id, currentUser(request).id, path, files[0]!);
      return { message: LIBRARY_MSG.filesUpdated, data };
    },
  );
}
