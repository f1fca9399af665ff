import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalid, notFound } from "../errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import { PRODUCT_SHEET_MSG, type SheetRow } from "../../../domain/contracts/product-spreadsheet.js";
import { priceError, quickEditProduct } from "./list-writes.js";
import { switchOnError } from "./publish-rules.js";

type Q = Kysely<Database>;

/** The stored fields a spreadsheet save reads before it writes. */
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
 * The errors of each changed row, keyed `rows.<index>.<field>`: a price below the product's
 * minimum (the editor's message), a product switched on that does not meet the publish rules.
 */
async function rowErrors(k: Q, rows: readonly SheetRow[]): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [i, row] of rows.entries()) {
    const price = await priceError(k, row.id, row.price);
    if (price) errors[`rows.${i}.price`] = price;
    const publish = row.status === "published" ? await switchOnError(k, row.id) : null;
    if (publish) errors[`rows.${i}.status`] = publish;
  }
  return errors;
}

/**
 * Saves the spreadsheet's changed rows of the store's products: every row or none. The caller's
 * right in each row's store is checked before (a product out of reach: 404; without the right:
 * 403). Each row is checked first and all errors answered together (422, per row and field);
 * then every row is written in one transaction by the list's quick edit, the one write of these
 * fields. Answers when it saved.
 */
export async function saveProductSheet(k: Q, rows: readonly SheetRow[]): Promise<string> {
  const ids = rows.map((row) => row.id);
  const repeated: Record<string, string> = {};
  for (const [i, id] of ids.entries())
    if (ids.indexOf(id) !== i) repeated[`rows.${i}.id`] = PRODUCT_SHEET_MSG.repeated;
  if (Object.keys(repeated).length > 0) throw invalid(repeated);
  const stored = await liveRows(k, ids);
  const errors = await rowErrors(k, rows);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  let savedAt = "";
  await k.transaction().execute(async (trx) => {
    for (const row of rows) {
      savedAt = await quickEditProduct(trx, stored.get(row.id)!, {
        ...(row.name === undefined ? {} : { name: row.name }),
        ...(row.price === undefined ? {} : { price: row.price }),
        ...(row.status === undefined ? {} : { available: row.status === "published" ? 1 : 0 }),
      });
    }
  });
  return savedAt;
}
