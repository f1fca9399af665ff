import { z } from "zod";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { updateBody, variantDto, type UpdateBody } from "../../../domain/contracts/product-editor.js";
import type { Snapshot } from "./snapshots.js";

/** A revision keeps each variant's editable fields, as the editor reads them. */
const keptVariant = variantDto.pick({
  id: true,
  sku: true,
  color: true,
  color_swatch: true,
  size: true,
  price: true,
  available: true,
  show: true,
});
type KeptVariant = z.infer<typeof keptVariant>;

const keptLists = z.object({
  is_custom: z.boolean().catch(false),
  colors: z.array(z.string()).catch([]),
  sizes: z.array(z.string()).catch([]),
  variants: z.array(keptVariant).catch([]),
});

/** The fields a save takes as they are. */
const AS_SAVED = [
  "name",
  "slug",
  "desc",
  "additional_desc",
  "available",
  "published_from",
  "published_to",
  "categories",
  "price",
  "price_fixed",
  "margin",
  "min_quantity",
  "custom_fee",
  "bulk_tiers",
  "same_variant_price",
  "print_areas",
  "custom",
] as const;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** One value shared by every variant of a colour, or undefined when they differ. */
function perColor<T>(variants: readonly KeptVariant[], pick: (v: KeptVariant) => T): Map<string, T> {
  const values = new Map<string, T>();
  const mixed = new Set<string>();
  for (const v of variants) {
    const value = pick(v);
    if (values.has(v.color) && values.get(v.color) !== value) mixed.add(v.color);
    else values.set(v.color, value);
  }
  for (const color of mixed) values.delete(color);
  return values;
}

/**
 * The editor save that brings a product back to a kept snapshot: its fields as they were, its
 * colours and sizes (variants regenerate from them), colour prices and availability, and for
 * platform admins each variant row (the save ignores those for everyone else, as in the editor).
 */
export function productRevertBody(kept: Snapshot, current: Snapshot): UpdateBody {
  const was = keptLists.parse(kept);
  const now = keptLists.parse(current);
  const raw: Record<string, unknown> = {};
  for (const field of AS_SAVED) if (kept[field] !== undefined) raw[field] = kept[field];
  if (!sameList(was.colors, now.colors) || !sameList(was.sizes, now.sizes)) {
    raw.sizes = was.sizes;
    if (was.is_custom) {
      const swatches = perColor(was.variants, (v) => v.color_swatch ?? "#000000");
      raw.custom_colors = was.colors.map((name) => ({ name, swatch: swatches.get(name) ?? "#000000" }));
    } else {
      raw.colors = was.colors;
      raw.force = true;
    }
  }
  raw.color_prices = Object.fromEntries(perColor(was.variants, (v) => v.price));
  raw.color_availability = Object.fromEntries(
    [...perColor(was.variants, (v) => v.available)].map(([color, on]) => [color, on === 1]),
  );
  raw.generatedVariants = was.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: v.price,
    available: v.available === 1 ? 1 : 0,
    show: v.show === 1 ? 1 : 0,
  }));
  const parsed = updateBody.safeParse(raw);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues));
  return parsed.data;
}
