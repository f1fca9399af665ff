import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { invalid } from "../../errors.js";
import {
  removeStoreImage,
  STORE_IMAGE_KINDS,
  storeImageKeys,
  uploadStoreImage,
} from "../../services/websites/images.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { idParam } from "../../http/params.js";

const MAX_BYTES = 5 * 1024 * 1024;

const imagesDto = z.object({
  message: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});

export async function websiteImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const answer = async (id: number) => {
    const w = await storeImageKeys(ctx, id);
    return {
      message: STORE_MSG.logoUpdated,
      logo_url: ctx.urls.url(w.logo),
      favicon_url: ctx.urls.url(w.favicon),
    };
  };

  // The spec's upload path for these is not shown; these are the RESTful ones.
  for (const kind of STORE_IMAGE_KINDS) {
    r.post(
      `/api/websites/:id/${kind}`,
      {
        config: { access: { right: "edit_settings", from: "params.id" }, changesStorefront: true },
        schema: {
          tags: ["websites"],
          summary: `Upload the store ${kind} (edit_settings): multipart, one PNG or JPG up to 5 MB; ${
            kind === "logo" ? "at most 512 px, never enlarged" : "stored as a 64x64 PNG"
          }`,
          params: idParam,
          consumes: ["multipart/form-data"],
          response: { 200: imagesDto },
        },
      },
      async (request) => {
        const { website } = grantedStore(request);
        const { file } = await readUpload(request, MAX_BYTES, STORE_MSG.imageTooLarge);
        if (!["png", "jpg", "jpeg"].includes(extensionOf(file.filename)))
          throw invalid({ file: STORE_MSG.imagesOnly });
        await uploadStoreImage(ctx, website, kind, file.buffer);
        return answer(website.id);
      },
    );

    r.delete(
      `/api/websites/:id/${kind}`,
      {
        config: { access: { right: "edit_settings", from: "params.id" }, changesStorefront: true },
        schema: {
          tags: ["websites"],
          summary: `Remove the store ${kind} (edit_settings)`,
          params: idParam,
          response: { 200: imagesDto },
        },
      },
      async (request) => {
        const { website } = grantedStore(request);
        await removeStoreImage(ctx, website, kind);
        return answer(website.id);
      },
    );
  }
}
