import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalid, notFound } from "../errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import { PRODUCT_SHEET_MSG, type SheetRow } from "../../../domain/contracts/product-spreadsheet.js";
import { priceError, quickEditProduct, type QuickEditInput } from "./list-writes.js";
import { switchOnError } from "./publish-rules.js";

type Q = Kysely<Database>;

/** One product's changed list fields, in the quick edit's terms. */
export type ProductRowChange = { id: number } & Pick<
  QuickEditInput,
  "name" | "price" | "available" | "min_quantity"
>;

/** Where a row's error is answered: the caller's field path for row `index` and a field. */
export type RowErrorKey = (index: number, field: "id" | "price" | "available") => string;

/** The stored fields a multi-row save reads before it writes. */
async function liveRows(k: Q, ids: readonly number[]) {
  const rows = await k
    .selectFrom("products")
    .select(["id", "website_id", "slug", "available", "published_from", "published_to"])
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
  if (rows.length !== ids.length) throw notFound(PRODUCT_LIST_MSG.productNotFound);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * The errors of each changed row: a price below the product's minimum (the editor's message), a
 * product switched on that does not meet the publish rules.
 */
async function rowErrors(k: Q, rows: readonly ProductRowChange[], keyOf: RowErrorKey) {
  const errors: Record<string, string> = {};
  for (const [i, row] of rows.entries()) {
    const price = await priceError(k, row.id, row.price);
    if (price) errors[keyOf(i, "price")] = price;
    const publish = row.available === 1 ? await switchOnError(k, row.id) : null;
    if (publish) errors[keyOf(i, "available")] = publish;
  }
  return errors;
}

/**
 * Saves many products' list fields at once (the product list's "update multiple" and the store's
 * spreadsheet): every row or none. The caller's right in each row's store is checked before (a
 * product out of reach: 404; without the right: 403). A product listed twice, a price below the
 * minimum or a product that may not go live is answered for every row together (422 at `keyOf`);
 * then every row is written in one transaction by the list's quick edit, the one write of these
 * fields. Answers when it saved.
 */
export async function saveProductRows(
  k: Q,
  rows: readonly ProductRowChange[],
  keyOf: RowErrorKey,
): Promise<string> {
  const ids = rows.map((row) => row.id);
  const repeated: Record<string, string> = {};
  for (const [i, id] of ids.entries())
    if (ids.indexOf(id) !== i) repeated[keyOf(i, "id")] = PRODUCT_SHEET_MSG.repeated;
  if (Object.keys(repeated).length > 0) throw invalid(repeated);
  const stored = await liveRows(k, ids);
  const errors = await rowErrors(k, rows, keyOf);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  let savedAt = "";
  await k.transaction().execute(async (trx) => {
    for (const { id, ...changes } of rows)
      savedAt = await quickEditProduct(trx, stored.get(id)!, changes, { action: "bulk" });
  });
  return savedAt;
}

/** The spreadsheet's rows: a cell's status is the product switched on or off, answered as `status`. */
export function saveProductSheet(k: Q, rows: readonly SheetRow[]): Promise<string> {
  return saveProductRows(
    k,
    rows.map(({ status, ...row }) => ({
      ...row,
      ...(status === undefined ? {} : { available: status === "published" ? 1 : 0 }),
    })),
    (i, field) => `rows.${i}.${field === "available" ? "status" : field}`,
  );
}
