import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import type { CatalogueColour } from "../../../domain/contracts/supplier-products.js";
import { inventoryLevel } from "../products/inventory.js";
import type { SupplierVariantRow } from "./rows.js";

type StoredImage = { place?: string; key?: string };

/** One variant's pictures as URLs, front first ("the front image comes first"). */
export function variantPhotos(ctx: AppContext, images: unknown): CatalogueColour["photos"] {
  return fromJson<StoredImage[]>(images, [])
    .filter((i) => typeof i.key === "string")
    .map((i) => ({ place: i.place ?? "front", url: ctx.urls.url(i.key) }))
    .sort((a, b) => Number(b.place === "front") - Number(a.place === "front"));
}

/**
 * Colours of a product in first-seen order, each with its stock marker and pictures. A colour is
 * as strong as its weakest size: a shirt missing its M is not "high stock" for a buyer who needs an M.
 */
export function coloursOf(ctx: AppContext, variants: readonly SupplierVariantRow[]): CatalogueColour[] {
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
