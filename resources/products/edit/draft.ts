import type { EditorDraft, EditorProduct } from "./types";

/** The form's starting values: the product as loaded. */
export function draftFrom(p: EditorProduct): EditorDraft {
  const swatches = new Map(p.variants.map((v) => [v.color, v.color_swatch ?? "#000000"]));
  const prices: Record<string, number | null> = {};
  for (const v of p.variants) if (!(v.color in prices)) prices[v.color] = v.price;
  return {
    name: p.name,
    slug: p.slug,
    desc: p.desc ?? "",
    additional_desc: p.additional_desc ?? "",
    categories: p.categories,
    available: p.available,
    published_from: p.published_from,
    published_to: p.published_to,
    colors: p.colors,
    sizes: p.sizes,
    custom_colors: p.colors.map((name) => ({ name, swatch: swatches.get(name) ?? "#000000" })),
    color_prices: prices,
    price: p.price,
    price_fixed: p.price_fixed === 1 ? 1 : 0,
    margin: p.margin,
    min_quantity: p.min_quantity,
    custom_fee: p.custom_fee,
    bulk_tiers: p.bulk_tiers,
    same_variant_price: p.same_variant_price,
    print_areas: p.print_areas,
    remove_variants: [],
    custom: p.custom,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The save body: only what changed, so an untouched colour list does not regenerate variants
 * and a non-admin never sends admin-only fields they could not see.
 */
export function saveBody(p: EditorProduct, draft: EditorDraft, isAdmin: boolean): Record<string, unknown> {
  const start = draftFrom(p);
  const body: Record<string, unknown> = {
    name: draft.name,
    slug: draft.slug,
    desc: draft.desc,
    additional_desc: draft.additional_desc,
    categories: draft.categories,
    available: draft.available,
    published_from: draft.published_from,
    published_to: draft.published_to,
    price: draft.price,
    price_fixed: draft.price_fixed,
    margin: draft.margin,
    bulk_tiers: draft.bulk_tiers,
  };
  if (p.is_custom) {
    if (!same(draft.custom_colors, start.custom_colors)) body.custom_colors = draft.custom_colors;
    if (!same(draft.custom, start.custom)) body.custom = draft.custom;
  } else if (!same(draft.colors, start.colors)) {
    body.colors = draft.colors;
    body.force = true;
  }
  if (!same(draft.sizes, start.sizes)) body.sizes = draft.sizes;
  if (!same(draft.color_prices, start.color_prices)) body.color_prices = draft.color_prices;
  if (isAdmin) {
    body.min_quantity = draft.min_quantity;
    body.custom_fee = draft.custom_fee;
    body.same_variant_price = draft.same_variant_price;
    body.print_areas = draft.print_areas;
    if (draft.remove_variants.length > 0) body.remove_variants = draft.remove_variants;
  }
  return body;
}
