/**
 * Spec §5 (catalogue): "Sizes are ordered XS, S, SM, M, MD, L, LG, XL, 1XL, XXL, 2XL and so on up
 * to 6XL". Kept here until a shared domain/sizes.ts exists.
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

export function sizeOrder(size: string, indexInProduct: number): number {
  const index = SIZE_ORDER.indexOf(size);
  return index >= 0 ? index : OTHER_SIZES_BASE + indexInProduct;
}
