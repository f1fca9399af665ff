import { toDollars } from "../../../domain/money";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { sameValue } from "../../../ui/versionConflict";
import { toLocalInput } from "../../../ui/fields/values";

/** The quick edit's fields as its form holds them (the price in cents, null when no amount). */
export interface QuickValues {
  name: string;
  slug: string;
  price: number | null;
  available: boolean;
  min_quantity: number | null;
  published_from: string;
  published_to: string;
}

export function quickValues(product: ProductRecord): QuickValues {
  return {
    name: product.name,
    slug: product.slug ?? "",
    price: product.price,
    available: (product.available ?? 0) === 1,
    min_quantity: product.min_quantity ?? 1,
    published_from: toLocalInput(product.published_from),
    published_to: toLocalInput(product.published_to),
  };
}

/** The fields the user changed from the product as read, with their values. */
export function editedValues(values: QuickValues, read: QuickValues): Partial<QuickValues> {
  // The fields read, so that what else the form holds (the version) is never an edit.
  const asEdited: Record<string, unknown> = { ...values };
  return Object.fromEntries(
    Object.entries(read)
      .filter(([field, value]) => !sameValue(asEdited[field], value))
      .map(([field]) => [field, asEdited[field]]),
  );
}

/** The product as it is now, with the user's own edits on top. */
export const valuesOnTop = (values: QuickValues, read: QuickValues, now: QuickValues): QuickValues => ({
  ...now,
  ...editedValues(values, read),
});

/**
 * Values as the conflict dialog shows them: the price as the dollars the field shows ("24.99"),
 * not as a formatted amount.
 */
export const shownValues = (values: Partial<QuickValues>): Record<string, unknown> =>
  "price" in values ? { ...values, price: toDollars(values.price ?? null) } : { ...values };
