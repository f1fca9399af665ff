import {
  DECORATION_METHODS,
  DRAFT_MSG,
  draftName,
  type DraftItemPatch,
  type DraftKind,
  MAX_DRAFT_ITEMS,
} from "../../../domain/drafts.js";
import { DEFAULT_MARGIN_PERCENT } from "../../../domain/pricing.js";
import { PRODUCT_NAME_MAX } from "../../../domain/products.js";
import { slugify } from "../../../domain/slug.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { defaultMethod, type Blank } from "../mockups/blanks.js";
import { randomKey, type StoredItem } from "../mockups/stored.js";

/** A new item for a blank: its first colour, every size, the blank's name and suggested method. */
export function newItem(blank: Blank): StoredItem {
  const name = blank.name.slice(0, PRODUCT_NAME_MAX);
  const firstColor =
    blank.colors.find((c) => blank.variants.some((v) => v.color === c.name))?.name ?? blank.colors[0]?.name;
  return {
    key: randomKey(8),
    supplier_product_id: blank.id,
    colors: firstColor ? [firstColor] : [],
    sizes: blank.sizes,
    name,
    slug: slugify(name),
    price: null,
    price_fixed: 0,
    margin: DEFAULT_MARGIN_PERCENT,
    print_method: defaultMethod(blank),
    sides: {},
    mockups: [],
  };
}

export function maxItems(kind: DraftKind): number {
  return kind === "single" ? 1 : MAX_DRAFT_ITEMS;
}

/**
 * One item's edit. Colours must be the blank's; a colour change marks the remaining mockups for
 * regeneration and drops the removed colours' ones; the last colour goes only when forced.
 */
export function applyPatch(item: StoredItem, patch: DraftItemPatch, blank: Blank, index: number): void {
  const at = (field: string) => `items.${index}.${field}`;
  if (patch.colors) {
    const offered = new Set(blank.colors.map((c) => c.name));
    const wanted = [...new Set(patch.colors)];
    const unknown = wanted.find((c) => !offered.has(c));
    if (unknown !== undefined) throw invalid({ [at("colors")]: DRAFT_MSG.unknownColor });
    if (wanted.length === 0 && item.colors.length > 0 && !patch.force)
      throw invalid({ [at("colors")]: DRAFT_MSG.lastColor });
    const changed = wanted.length !== item.colors.length || wanted.some((c) => !item.colors.includes(c));
    if (changed) {
      const kept = new Set(wanted);
      item.mockups = item.mockups.filter((m) => kept.has(m.color)).map((m) => ({ ...m, stale: true }));
      item.colors = wanted;
    }
  }
  if (patch.sizes) {
    const offered = new Set(blank.sizes);
    const sizes = [...new Set(patch.sizes)];
    if (sizes.length === 0 || sizes.some((s) => !offered.has(s)))
      throw invalid({ [at("sizes")]: "You must select sizes and colors" });
    item.sizes = blank.sizes.filter((s) => sizes.includes(s));
  }
  if (patch.print_method !== undefined) {
    if (!blank.methods.some((m) => DECORATION_METHODS[m] === patch.print_method))
      throw invalid({ [at("print_method")]: DRAFT_MSG.methodNotOffered });
    item.print_method = patch.print_method;
  }
  if (patch.name !== undefined) item.name = draftName(patch.name);
  if (patch.slug !== undefined) item.slug = slugify(patch.slug);
  if (patch.price !== undefined) item.price = patch.price;
  if (patch.price_fixed !== undefined) item.price_fixed = patch.price_fixed;
  if (patch.margin !== undefined) item.margin = patch.margin;
}

/** The item of a draft by key, or not found (a path parameter that names nothing). */
export function itemByKey(items: StoredItem[], key: string): StoredItem {
  const item = items.find((i) => i.key === key);
  if (!item) throw notFound();
  return item;
}
