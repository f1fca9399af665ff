import { PRODUCT_LIST_MSG } from "./messages.js";

export const PRODUCT_STATUSES = ["published", "unpublished", "scheduled"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Name is cut to 50 characters on save. */
export const PRODUCT_NAME_MAX = 50;

/**
 * Published: available and inside its publish window. Scheduled: available, window not yet
 * open. Otherwise unpublished (switched off, or the window has closed).
 */
export function productStatus(
  p: { available: number; published_from: string | null; published_to: string | null },
  now: string = new Date().toISOString(),
): ProductStatus {
  if (p.available !== 1) return "unpublished";
  if (p.published_to !== null && p.published_to <= now) return "unpublished";
  if (p.published_from !== null && p.published_from > now) return "scheduled";
  return "published";
}

/**
 * A publish window's rule, for every path that sets one (editor, quick edit, CSV import): a start
 * not before the end is refused. Answers the error, or null.
 */
export function publishWindowError(from: string | null, to: string | null): string | null {
  return from !== null && to !== null && from >= to ? PRODUCT_LIST_MSG.publishWindow : null;
}
