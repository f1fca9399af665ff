import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { PUBLIC_PREFIX } from "../storage.js";
import { readImage } from "../uploads/images.js";
import { writeStore } from "./activity.js";

export const STORE_IMAGE_KINDS = ["logo", "favicon"] as const;
export type StoreImageKind = (typeof STORE_IMAGE_KINDS)[number];
const MIME = { png: "image/png", jpeg: "image/jpeg" } as const;

/** Store logos are public anyway (storefront), so they live under public/ with unguessable names. */
function imageKey(websiteId: number, kind: StoreImageKind, format: "png" | "jpeg"): string {
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
  kind: StoreImageKind,
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
  kind: StoreImageKind,
): Promise<string | null> {
  if (!key || /^https?:\/\//.test(key)) return key;
  const body = await ctx.storage.get(key);
  if (!body) return null;
  const target = imageKey(websiteId, kind, key.endsWith(".png") ? "png" : "jpeg");
  await ctx.storage.put(target, body);
  return target;
}

/** Points the store at the new file (or none) and removes the file it replaces. */
async function replaceStoreImage(
  ctx: AppContext,
  website: Website,
  kind: StoreImageKind,
  key: string | null,
): Promise<void> {
  await writeStore(ctx.db.kysely, website.id, { [kind]: key, updated_at: nowIso() }, "settings");
  const old = website[kind];
  if (ownImage(old, website.id)) await ctx.storage.delete(old);
}

/** Stores an uploaded logo or favicon, resized for its use, in place of the store's current one. */
export async function uploadStoreImage(
  ctx: AppContext,
  website: Website,
  kind: StoreImageKind,
  upload: Buffer,
): Promise<void> {
  const { body, format } = await storeImage(upload, kind);
  const key = imageKey(website.id, kind, format);
  await ctx.storage.put(key, body, MIME[format]);
  await replaceStoreImage(ctx, website, kind, key);
}

/** Removes the store's logo or favicon. */
export function removeStoreImage(ctx: AppContext, website: Website, kind: StoreImageKind): Promise<void> {
  return replaceStoreImage(ctx, website, kind, null);
}

/** The store's logo and favicon storage keys as they are now. */
export function storeImageKeys(ctx: AppContext, id: number): Promise<Pick<Website, "logo" | "favicon">> {
  return ctx.db.kysely
    .selectFrom("websites")
    .select(["logo", "favicon"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}
