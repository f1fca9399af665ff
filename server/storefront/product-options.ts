import type { Kysely } from "kysely";
import { sizeOrder } from "../../domain/sizes.js";
import type { GeneratedPhoto, VariantPhoto } from "../../domain/variants.js";
import { fromJson } from "../db/json.js";
import type { Database } from "../db/schema.js";

/** One side of a colour's pictures: a storage key or URL and the side it shows. */
export interface ProductPicture {
  src: string;
  side: string;
}

export interface ProductColour {
  name: string;
  swatch: string | null;
  /** The colour's mockups, front first, one per side. */
  pictures: ProductPicture[];
}

/** A shown variant as the product page offers it. */
export interface ProductOption {
  id: string;
  color: string;
  size: string;
  /** The variant's own price, else the product's. */
  price: number;
  /** Pieces left at the supplier; null when the variant has no stock limit. */
  stock: number | null;
  /** Can be bought now: available, and its stock (if it has one) covers the minimum quantity. */
  buyable: boolean;
}

export interface ProductOptions {
  colours: ProductColour[];
  sizes: string[];
  options: ProductOption[];
  minQuantity: number;
}

/** Where a low stock is named on the product page ("Only 3 left"). */
export const LOW_STOCK = 10;

/**
 * The pictures of a variant: its own mockups (generated at publish, one per side), else the
 * supplier's picture of that colour per side. Front first.
 */
export function variantPictures(generated: unknown, supplierImages: unknown): ProductPicture[] {
  const front = (a: { side: string }, b: { side: string }) =>
    Number(b.side === "front") - Number(a.side === "front");
  const own = fromJson<GeneratedPhoto[]>(generated, []);
  const mockups = (Array.isArray(own) ? own : [])
    .filter((p) => typeof p?.src === "string" && p.src !== "")
    .map((p) => ({ src: p.src, side: typeof p.place === "string" ? p.place : "" }));
  if (mockups.length > 0) return mockups.sort(front);
  const images = fromJson<VariantPhoto[]>(supplierImages, []);
  return (Array.isArray(images) ? images : [])
    .filter((p) => typeof p?.key === "string" && p.key !== "")
    .map((p) => ({ src: p.key, side: typeof p.place === "string" ? p.place : "" }))
    .sort(front);
}

/** The first picture of a variant (the cart's, checkout's and order's thumbnail of a line). */
export function variantThumbnail(generated: unknown, supplierImages: unknown): string | null {
  return variantPictures(generated, supplierImages)[0]?.src ?? null;
}

/**
 * A product's shown variants in catalogue order: colours as the supplier lists them, sizes by the
 * catalogue's size order (a custom product's by the standard size order, then as entered). A
 * variant without a supplier variant (a custom product's) has no stock limit: it is made to order
 * and can be bought while it is available.
 */
export async function productOptions(
  db: Kysely<Database>,
  product: { id: number; price: number; min_quantity: number },
): Promise<ProductOptions> {
  const rows = await db
    .selectFrom("product_variants as v")
    .leftJoin("supplier_variants as s", "s.id", "v.supplier_variant_id")
    .select([
      "v.id",
      "v.color",
      "v.color_swatch",
      "v.size",
      "v.price",
      "v.available",
      "v.generated_photos",
      "v.supplier_variant_id",
      "s.quantity",
      "s.available as supplier_available",
      "s.size_order",
      "s.images",
    ])
    .where("v.product_id", "=", product.id)
    .where("v.show", "=", 1)
    .orderBy("v.supplier_variant_id")
    .orderBy("v.id")
    .execute();
  const minQuantity = Math.max(1, product.min_quantity);
  const colours: ProductColour[] = [];
  const sizeRank = new Map<string, number>();
  const options: ProductOption[] = [];
  for (const [i, r] of rows.entries()) {
    let colour = colours.find((c) => c.name === r.color);
    if (!colour) {
      colour = { name: r.color, swatch: r.color_swatch, pictures: [] };
      colours.push(colour);
    }
    if (colour.pictures.length === 0) colour.pictures = variantPictures(r.generated_photos, r.images);
    if (r.size && !sizeRank.has(r.size)) sizeRank.set(r.size, r.size_order ?? sizeOrder(r.size, i) + 1_000);
    const stock = r.supplier_variant_id === null || r.quantity === null ? null : Number(r.quantity);
    options.push({
      id: r.id,
      color: r.color,
      size: r.size,
      price: r.price ?? product.price,
      stock,
      buyable: r.available === 1 && r.supplier_available !== 0 && (stock === null || stock >= minQuantity),
    });
  }
  const sizes = [...sizeRank.entries()].sort((a, b) => a[1] - b[1]).map(([size]) => size);
  return { colours, sizes, options, minQuantity };
}

/** What the product page says of a variant's stock. */
export function stockText(option: ProductOption | undefined, minQuantity: number): string {
  if (!option || !option.buyable) return "Out of stock";
  if (option.stock !== null && option.stock < LOW_STOCK) return `Only ${option.stock} left`;
  return minQuantity > 1 ? `In stock (minimum ${minQuantity})` : "In stock";
}
