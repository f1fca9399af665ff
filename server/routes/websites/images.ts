import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { writeStore } from "../../services/websites/activity.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { invalid } from "../../errors.js";
import { PUBLIC_PREFIX } from "../../services/storage.js";
import { readImage } from "../../services/uploads/images.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { readUpload } from "../../http/upload.js";
import { extensionOf } from "../../services/uploads/read.js";
import { idParam } from "../../http/params.js";

const MAX_BYTES = 5 * 1024 * 1024;
const KINDS = ["logo", "favicon"] as const;
type ImageKind = (typeof KINDS)[number];
const MIME = { png: "image/png", jpeg: "image/jpeg" } as const;

/** Store logos are public anyway (storefront), so they live under public/ with unguessable names. */
function imageKey(websiteId: number, kind: ImageKind, format: "png" | "jpeg"): string {
  return `${PUBLIC_PREFIX}websites/${websiteId}/${kind}-${randomBytes(10).toString("hex")}.${format === "png" ? "png" : "jpg"}`;
}

/** A key this feature wrote for this store (never a shared catalogue picture or a remote URL). */
function ownImage(key: string | null, websiteId: number): key is string {
  return key !== null && key.startsWith(`${PUBLIC_PREFIX}websites/${websiteId}/`);
}

/**
 * Logo: at most 512 px on its longer side, never enlarged. Favicon: 64 px square PNG. Anything
 * that does not decode as PNG or JPEG is refused, whatever its name says.
 */
async function storeImage(
  buffer: Buffer,
  kind: ImageKind,
): Promise<{ body: Buffer; format: "png" | "jpeg" }> {
  const { format } = await readImage(buffer, "The picture", "file", STORE_MSG.imagesOnly);
  if (format !== "png" && format !== "jpeg") throw invalid({ file: STORE_MSG.imagesOnly });
  if (kind === "favicon") {
    return { body: await sharp(buffer).resize(64, 64, { fit: "cover" }).png().toBuffer(), format: "png" };
  }
  const body = await sharp(buffer)
    .rotate()
    .resize(512, 512, { fit: "inside", withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
  return { body, format };
}

/** Copies a store's image for another store (clone); null when there is none or it is gone. */
export async function copyStoredImage(
  ctx: AppContext,
  key: string | null,
  websiteId: number,
  kind: ImageKind,
): Promise<string | null> {
  if (!key || /^https?:\/\//.test(key)) return key;
  const body = await ctx.storage.get(key);
  if (!body) return null;
  const target = imageKey(websiteId, kind, key.endsWith(".png") ? "png" : "jpeg");
  await ctx.storage.put(target, body);
  return target;
}

const imagesDto = z.object({
  message: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});

export async function websiteImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Points the store at the new file (or none) and removes the file it replaces. */
  const replace = async (website: Website, kind: ImageKind, key: string | null) => {
    await writeStore(k, website.id, { [kind]: key, updated_at: nowIso() }, "settings");
    const old = website[kind];
    if (ownImage(old, website.id)) await ctx.storage.delete(old);
  };

  const answer = async (id: number) => {
    const w = await k
      .selectFrom("websites")
      .select(["logo", "favicon"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return {
      message: STORE_MSG.logoUpdated,
      logo_url: ctx.urls.url(w.logo),
      favicon_url: ctx.urls.url(w.favicon),
    };
  };

  // The spec's upload path for these is not shown; these are the RESTful ones.
  for (const kind of KINDS) {
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
        const { body, format } = await storeImage(file.buffer, kind);
        const key = imageKey(website.id, kind, format);
        await ctx.storage.put(key, body, MIME[format]);
        await replace(website, kind, key);
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
        await replace(website, kind, null);
        return answer(website.id);
      },
    );
  }
}
