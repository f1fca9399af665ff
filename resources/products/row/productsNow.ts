import type { ProductRecord } from "../../../domain/contracts/product-list";
import { conflictOf, type VersionedRecord } from "../../../ui/versionConflict";

/** Whether a record a 409 answered is a product list row (its id, name and price at least). */
function isProductRow(record: unknown): record is VersionedRecord & ProductRecord {
  if (!record || typeof record !== "object") return false;
  const row: VersionedRecord = { ...record };
  return typeof row.id === "number" && typeof row.name === "string" && typeof row.price === "number";
}

/** The product a quick edit refused as stale answered as it is now (409 `current`); null otherwise. */
export function productNow(error: unknown): ProductRecord | null {
  const current = conflictOf(error);
  return isProductRow(current) ? current : null;
}

/**
 * The products a save of several refused as stale answered as they are now (409
 * `current.products`); none for any other failure.
 */
export function productsNow(error: unknown): ProductRecord[] {
  const products: unknown = conflictOf(error)?.products;
  return Array.isArray(products) ? products.filter(isProductRow) : [];
}
