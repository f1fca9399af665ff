/**
 * Spec §5 (catalogue): "Sizes are ordered XS, S, SM, M, MD, L, LG, XL, 1XL, XXL, 2XL and so on up
 * to 6XL". Shared by the seed, the catalogue and the variant editors.
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
