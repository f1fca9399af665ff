/**
 * Sizes are ordered XS, S, SM, M, MD, L, LG, XL, 1XL, XXL, 2XL and so on up
 * to 6XL. Shared by the seed, the catalogue and the variant editors.
 */
export const SIZE_ORDER: readonly string[] = [
  "XS",
  "S",
  "SM",
  "M",
  "MD",
  "L",
  "LG",
  "XL",
  "1XL",
  "XXL",
  "2XL",
  "3XL",
  "4XL",
  "5XL",
  "6XL",
];

/** Non-apparel sizes (11oz, One Size, 18x24) sort after apparel sizes, in the order given. */
const OTHER_SIZES_BASE = 100;

/** Position of a size in a product's size list: apparel sizes by the spec's order, others as listed. */
export function sizeOrder(size: string, indexInProduct: number): number {
  const index = SIZE_ORDER.indexOf(size);
  return index >= 0 ? index : OTHER_SIZES_BASE + indexInProduct;
}

/**
 * Sizes of the catalogue's products that are not apparel, after the apparel sizes: one size,
 * mugs in ounces, posters in inches, phone cases by model.
 */
export const OTHER_SIZES: readonly string[] = [
  "One Size",
  "11oz",
  "15oz",
  "12x18",
  "18x24",
  "24x36",
  "iPhone 14",
  "iPhone 15",
  "iPhone 15 Pro",
  "Galaxy S24",
];

/** Every size a supplier variant may have, in the order size pickers offer them. */
export const CATALOGUE_SIZES: readonly string[] = [...SIZE_ORDER, ...OTHER_SIZES];

/** The catalogue's own spelling of a size typed in any letter case ("6X" is 6XL), or null. */
export function catalogueSize(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === "6x") return "6XL";
  return CATALOGUE_SIZES.find((size) => size.toLowerCase() === wanted) ?? null;
}
