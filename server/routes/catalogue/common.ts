import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import type { SupplierVariantRow } from "../../services/catalogue/rows.js";
import { unauthorized } from "../../errors.js";
import { findSessionUser } from "../../auth/tokens.js";
import type { User } from "../../db/schema.js";

export const INVENTORY_LEVELS = ["low", "medium", "high"] as const;
export type InventoryLevel = (typeof INVENTORY_LEVELS)[number];

/**
 * Low stock: quantity 0 is low, 1 to 9 medium, more is high. A colour is as strong as
 * its weakest size: a shirt missing its M is not "high stock" for a buyer who needs an M.
 */
export function inventoryLevel(quantity: number): InventoryLevel {
  if (quantity <= 0) return "low";
  if (quantity < 10) return "medium";
  return "high";
}

const photoDto = z.object({ place: z.string(), url: z.string().nullable() });
export const colourDto = z.object({
  name: z.string(),
  hex: z.string(),
  inventory: z.enum(INVENTORY_LEVELS),
  quantity: z.number(),
  photos: z.array(photoDto),
});
export type ColourDto = z.infer<typeof colourDto>;

type StoredImage = { place?: string; key?: string };

/** One variant's pictures as URLs, front first ("the front image comes first"). */
export function variantPhotos(ctx: AppContext, images: unknown): z.infer<typeof photoDto>[] {
  return fromJson<StoredImage[]>(images, [])
    .filter((i) => typeof i.key === "string")
    .map((i) => ({ place: i.place ?? "front", url: ctx.urls.url(i.key) }))
    .sort((a, b) => Number(b.place === "front") - Number(a.place === "front"));
}

/** Colours of a product in first-seen order, each with its stock marker and pictures. */
export function coloursOf(ctx: AppContext, variants: readonly SupplierVariantRow[]): ColourDto[] {
  const byName = new Map<string, { hex: string; min: number; sum: number; images: unknown }>();
  for (const v of variants) {
    const quantity = v.available === 1 ? v.quantity : 0;
    const seen = byName.get(v.color);
    if (seen) {
      seen.min = Math.min(seen.min, quantity);
      seen.sum += quantity;
    } else byName.set(v.color, { hex: v.color_swatch, min: quantity, sum: quantity, images: v.images });
  }
  return [...byName].map(([name, c]) => ({
    name,
    hex: c.hex,
    inventory: inventoryLevel(c.min),
    quantity: c.sum,
    photos: variantPhotos(ctx, c.images),
  }));
}

/** Sizes in the catalogue's order (size_order), each once. */
export function sizesOf(variants: readonly SupplierVariantRow[]): string[] {
  return [
    ...new Map([...variants].sort((a, b) => a.size_order - b.size_order).map((v) => [v.size, v])).keys(),
  ];
}

/**
 * The signed-in user of a route outside /api (the spec's /wishlist/... and /admin/... calls):
 * the session guard only covers /api, so these read the same bearer token themselves.
 */
export async function sessionUser(ctx: AppContext, request: FastifyRequest): Promise<User> {
  if (request.user) return request.user;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  const user = match?.[1] ? await findSessionUser(ctx.db, match[1]) : null;
  if (!user) throw unauthorized();
  request.user = user;
  return user;
}

/** Comma-separated or repeated query values ("a,b" or ?x=a&x=b) as a clean list. */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .slice(0, 50),
  );

export const flag = z.enum(["0", "1"]).optional();
