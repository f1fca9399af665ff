import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import type { ProductStatus } from "../../../domain/products.js";
import type { Database } from "../../db/schema.js";

/**
 * productStatus of domain/products.ts in SQL, for the lists that filter by status (the store's
 * product list and BREAD's), so paging stays in the database and the two lists cannot drift.
 * Columns are qualified so typed and untyped queries take it.
 */
export function productStatusIs(status: ProductStatus, now: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "products">();
  if (status === "scheduled")
    return eb.and([eb("products.available", "=", 1), eb("products.published_from", ">", now)]);
  if (status === "unpublished")
    return eb.or([eb("products.available", "=", 0), eb("products.published_to", "<=", now)]);
  return eb.and([
    eb("products.available", "=", 1),
    eb.or([eb("products.published_from", "is", null), eb("products.published_from", "<=", now)]),
    eb.or([eb("products.published_to", "is", null), eb("products.published_to", ">", now)]),
  ]);
}
