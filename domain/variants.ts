import { z } from "zod";
import { sizeOrder } from "./sizes.js";

/** The variant texts, quoted exactly. */
export const VARIANT_MSG = {
  selectColor: "You must select color first",
  selectSize: "You must select size first",
  supplierVariantNotFound: "Smake variant not found",
  noSupplierId: "This item cant be saved. No smake ID",
  selectSizesAndColors: "You must select sizes and colors",
  skuRequired: "Variant SKU is required.",
  attributeNameRequired: "The attribute name is required.",
  attributeTypeRequired: "The attribute type is required.",
  attributeValueRequired: "The attribute value is required.",
  lastColor: "The last colour cannot be removed.",
} as const;

/** A variant id is 20 characters long. */
export const VARIANT_ID_LENGTH = 20;
/** A create id is 10 characters long. */
export const CREATE_ID_LENGTH = 10;
/** 5 colour chips are shown by default. */
export const COLOR_CHIPS_SHOWN = 5;
/** Variant errors are shown for 5 s. */
export const VARIANT_ERROR_MS = 5000;

/** Custom attribute types the variant dialog offers. */
export const ATTRIBUTE_TYPES = ["text", "color", "boolean"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const attributeSchema = z.object({
  name: z
    .string({ error: VARIANT_MSG.attributeNameRequired })
    .trim()
    .min(1, VARIANT_MSG.attributeNameRequired),
  type: z.enum(ATTRIBUTE_TYPES, { error: VARIANT_MSG.attributeTypeRequired }),
  value: z
    .string({ error: VARIANT_MSG.attributeValueRequired })
    .trim()
    .min(1, VARIANT_MSG.attributeValueRequired),
  custom: z.boolean(),
});
export type VariantAttribute = z.infer<typeof attributeSchema>;

export type Side = "front" | "back";
export interface VariantPhoto {
  place: string;
  key: string;
}
export interface GeneratedPhoto {
  src: string;
  mocup: string;
  place: string;
}

/** What variant generation needs of a supplier variant. */
export interface SupplierVariantInput {
  id: number;
  sku: string;
  color: string;
  color_swatch: string;
  size: string;
  available: number;
  cost: number;
  quantity: number;
  images: VariantPhoto[];
}

/** A store product's variant as the editor and the server hold it. */
export interface ProductVariant {
  id: string;
  supplier_variant_id: number | null;
  sku: string;
  color: string;
  color_swatch: string | null;
  size: string;
  /** The colour price margin in cents; null is the main price. */
  price: number | null;
  available: number;
  show: number;
  attributes: VariantAttribute[];
  photos: VariantPhoto[];
  generated_photos: GeneratedPhoto[];
}

/** A sku is colour_size. */
export function variantSku(color: string, size: string): string {
  return `${color}_${size}`;
}

/**
 * The supplier's SKU of a blank's variant, as its catalogue writes it: COLOUR_SIZE upper-cased,
 * other characters of the colour and spaces of the size as hyphens ("HEATHER-GREY_2XL").
 */
export function supplierVariantSku(color: string, size: string): string {
  return `${color.toUpperCase().replace(/[^A-Z0-9]+/g, "-")}_${size.toUpperCase().replace(/\s+/g, "-")}`;
}

/** The spec's random 20-character id, drawn with the caller's random source (crypto or seeded). */
export function newVariantId(random: () => number, length = VARIANT_ID_LENGTH): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  for (let i = 0; i < length; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/** Photos are ordered so the front image comes first. */
export function frontFirst<T extends { place: string }>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => Number(b.place === "front") - Number(a.place === "front"));
}

const pairKey = (color: string, size: string) => `${color}\u0000${size}`;

export interface GenerateInput {
  existing: readonly ProductVariant[];
  supplierVariants: readonly SupplierVariantInput[];
  colors: readonly string[];
  sizes: readonly string[];
  /** The product's colour list before the change ("original colours"). */
  originalColors: readonly string[];
  newId: () => string;
}

export interface GenerateResult {
  variants: ProductVariant[];
  /** The original colours with the removed ones dropped. */
  originalColors: string[];
  /** Selected pairs no available supplier variant matches: skipped, as the spec says. */
  skipped: { color: string; size: string }[];
}

/**
 * Variant generation: kept pairs keep their variant untouched; a new pair is built from
 * the supplier variant with available=1, front photo first, every size on; removed colours are
 * dropped from the original colours; a pair without a match is skipped.
 */
export function generateVariants(input: GenerateInput): GenerateResult {
  const existing = new Map(input.existing.map((v) => [pairKey(v.color, v.size), v]));
  const supplier = new Map<string, SupplierVariantInput>();
  for (const sv of input.supplierVariants) {
    if (sv.available === 1 && !supplier.has(pairKey(sv.color, sv.size)))
      supplier.set(pairKey(sv.color, sv.size), sv);
  }
  const variants: ProductVariant[] = [];
  const skipped: { color: string; size: string }[] = [];
  const sizes = orderSizes(input.sizes);
  for (const color of unique(input.colors)) {
    for (const size of sizes) {
      const kept = existing.get(pairKey(color, size));
      if (kept) {
        variants.push(kept);
        continue;
      }
      const sv = supplier.get(pairKey(color, size));
      if (!sv) {
        skipped.push({ color, size });
        continue;
      }
      variants.push(variantFromSupplier(sv, input.newId()));
    }
  }
  const selected = new Set(input.colors);
  return { variants, originalColors: input.originalColors.filter((c) => selected.has(c)), skipped };
}

/**
 * A custom product's variants (no supplier blank): every colour and size pair, existing pairs
 * kept, new ones on with the colour's swatch.
 */
export function customVariants(input: {
  existing: readonly ProductVariant[];
  colors: readonly { name: string; swatch: string }[];
  sizes: readonly string[];
  newId: () => string;
}): ProductVariant[] {
  const existing = new Map(input.existing.map((v) => [pairKey(v.color, v.size), v]));
  const variants: ProductVariant[] = [];
  for (const color of input.colors) {
    for (const size of orderSizes(input.sizes)) {
      const kept = existing.get(pairKey(color.name, size));
      variants.push(
        kept
          ? { ...kept, color_swatch: color.swatch }
          : blankVariant(color.name, size, input.newId(), color.swatch),
      );
    }
  }
  return variants;
}

/** A variant without a supplier blank behind it: on, shown, Color and Size attributes. */
export function blankVariant(
  color: string,
  size: string,
  id: string,
  swatch: string | null = null,
): ProductVariant {
  return {
    id,
    supplier_variant_id: null,
    sku: variantSku(color, size),
    color,
    color_swatch: swatch,
    size,
    price: null,
    available: 1,
    show: 1,
    attributes: [
      { name: "Color", value: color, type: "color", custom: false },
      { name: "Size", value: size, type: "text", custom: false },
    ],
    photos: [],
    generated_photos: [],
  };
}

export function variantFromSupplier(sv: SupplierVariantInput, id: string): ProductVariant {
  return {
    id,
    supplier_variant_id: sv.id,
    sku: variantSku(sv.color, sv.size),
    color: sv.color,
    color_swatch: sv.color_swatch,
    size: sv.size,
    price: null,
    available: 1,
    show: 1,
    attributes: [
      { name: "Color", value: sv.color, type: "color", custom: false },
      { name: "Size", value: sv.size, type: "text", custom: false },
    ],
    photos: frontFirst(sv.images),
    generated_photos: [],
  };
}

/** Availability is toggled per colour, for every variant of that colour. */
export function setColorAvailability<T extends { color: string; available: number }>(
  variants: readonly T[],
  color: string,
  available: boolean,
): T[] {
  return variants.map((v) => (v.color === color ? { ...v, available: available ? 1 : 0 } : v));
}

/** A colour is on when any of its variants is available. */
export function colorAvailable(
  variants: readonly { color: string; available: number }[],
  color: string,
): boolean {
  return variants.some((v) => v.color === color && v.available === 1);
}

/** Colours of a variant list in first-seen order. */
export function variantColors(variants: readonly { color: string }[]): string[] {
  return unique(variants.map((v) => v.color));
}

/** Sizes of a variant list in the spec's size order. */
export function variantSizes(variants: readonly { size: string }[]): string[] {
  return orderSizes(variants.map((v) => v.size));
}

export function orderSizes(sizes: readonly string[]): string[] {
  const list = unique(sizes);
  return list
    .map((size, i) => ({ size, order: sizeOrder(size, i) }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.size);
}

/**
 * When applicable, the mockup of the first generated photo becomes the preview photo,
 * replacing the featured image of its side.
 */
export function previewFromGenerated(
  variants: readonly ProductVariant[],
): { preview: string; side: "front" | "back" } | null {
  const first = variants.find((v) => v.generated_photos.length > 0)?.generated_photos[0];
  if (!first?.mocup) return null;
  return { preview: first.mocup, side: first.place === "back" ? "back" : "front" };
}

/** The variant dialog's checks, in the order the spec lists them; null when it may be saved. */
export function variantDialogError(input: {
  grouped: boolean;
  colors: readonly string[];
  sizes: readonly string[];
  supplierVariantId: number | null | undefined;
  matched: boolean;
}): string | null {
  if (input.grouped) {
    return input.colors.length === 0 || input.sizes.length === 0 ? VARIANT_MSG.selectSizesAndColors : null;
  }
  if (!input.colors[0]?.trim()) return VARIANT_MSG.selectColor;
  if (!input.sizes[0]?.trim()) return VARIANT_MSG.selectSize;
  if (!input.matched) return VARIANT_MSG.supplierVariantNotFound;
  if (!input.supplierVariantId) return VARIANT_MSG.noSupplierId;
  return null;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
