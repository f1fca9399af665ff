import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { invalidateStoresSelling } from "./save.js";

export const SIZE_IMAGE_MIME = { png: "image/png", jpeg: "image/jpeg" } as const;

export interface SizeImage {
  body: Buffer;
  format: keyof typeof SIZE_IMAGE_MIME;
}

/**
 * Replaces a supplier product's size chart pictures as a set: the new ones are stored, the
 * product points at them, the stores selling it drop their cached pages, then the old files go.
 * Answers the new storage keys.
 */
export async function replaceSizeImages(ctx: AppContext, id: number, files: SizeImage[]): Promise<string[]> {
  const k = ctx.db.kysely;
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
    await ctx.storage.put(key, file.body, SIZE_IMAGE_MIME[file.format]);
    keys.push(key);
  }
  await k
    .updateTable("supplier_products")
    .set({ size_images: toJson(keys), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  await invalidateStoresSelling(k, ctx.events, [id]);
  for (const old of fromJson<string[]>(product.size_images, [])) await ctx.storage.delete(old);
  return keys;
}
