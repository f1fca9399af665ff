import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import { PRODUCT_SHEET_MSG, type SheetRow } from "../../../domain/contracts/product-spreadsheet.js";
import { priceError, quickEditProduct, type QuickEditInput } from "./list-writes.js";
import { switchOnError } from "./publish-rules.js";
import { StaleVersion } from "../../../domain/versions.js";
import { assertVersion } from "../versions/index.js";

type Q = Kysely<Database>;

/**
 * One product's changed list fields, in the quick edit's terms, and the version the caller read
 * (none: last save wins).
 */
export type ProductRowChange = { id: number; version?: number } & Pick<
  QuickEditInput,
  "name" | "price" | "available" | "min_quantity"
>;

/** Where a row's error is answered: the caller's field path for row `index` and a field. */
export type RowErrorKey = (index: number, field: "id" | "price" | "available" | "version") => string;

/**
 * Rows of a multi-row save that read an older version than the stored one: each named at its
 * row's `version` key, with the ids of those products (the HTTP layer answers them as they are now).
 */
export class StaleRows extends StaleVersion {
  override readonly errors: Record<string, string>;
  constructor(
    errors: Record<string, string>,
    readonly ids: readonly number[],
  ) {
    super();
    this.errors = errors;
  }
}

/** The stored fields a multi-row save reads before it writes. */
async function liveRows(k: Q, ids: readonly number[]) {
  const rows = await k
    .selectFrom("products")
    .select(["id", "website_id", "slug", "available", "published_from", "published_to", "version"])
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
  if (rows.length !== ids.length) throw notFound(PRODUCT_LIST_MSG.productNotFound);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** Every row whose version is older than the stored one, refused together (StaleRows). */
function assertRowVersions(
  rows: readonly ProductRowChange[],
  stored: Awaited<ReturnType<typeof liveRows>>,
  keyOf: RowErrorKey,
): void {
  const errors: Record<string, string> = {};
  const ids: number[] = [];
  for (const [i, row] of rows.entries()) {
    try {
      assertVersion(stored.get(row.id)!, row.version);
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error;
      errors[keyOf(i, "version")] = error.message;
      ids.push(row.id);
    }
  }
  if (ids.length > 0) throw new StaleRows(errors, ids);
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
 * spreadsheet): every row or none, in one transaction. The caller's right in each row's store is
 * checked before (a product out of reach: 404; without the right: 403). A product listed twice is
 * refused first (422 at `keyOf`); then every row that read an older version than the stored one
 * (409, StaleRows, before the price and publish rules: those would be judged against values the
 * caller has not seen); then a price below the minimum or a product that may not go live, for
 * every row together (422 at `keyOf`). Each row is written by the list's quick edit, the one write
 * of these fields, whose version bump checks the version read once more in its own statement.
 * Answers when it saved.
 */
export async function saveProductRows(
  ctx: AppContext,
  rows: readonly ProductRowChange[],
  keyOf: RowErrorKey,
): Promise<string> {
  const ids = rows.map((row) => row.id);
  const repeated: Record<string, string> = {};
  for (const [i, id] of ids.entries())
    if (ids.indexOf(id) !== i) repeated[keyOf(i, "id")] = PRODUCT_SHEET_MSG.repeated;
  if (Object.keys(repeated).length > 0) throw invalid(repeated);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const stored = await liveRows(trx, ids);
    assertRowVersions(rows, stored, keyOf);
    const errors = await rowErrors(trx, rows, keyOf);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    let savedAt = "";
    for (const [i, { id, version, ...changes }] of rows.entries()) {
      try {
        savedAt = await quickEditProduct(trx, stored.get(id)!, changes, { action: "bulk", version });
      } catch (error) {
        // Saved by someone else between the read above and this write: answered as a stale row.
        if (error instanceof StaleVersion)
          throw new StaleRows({ [keyOf(i, "version")]: error.message }, [id]);
        throw error;
      }
    }
    return savedAt;
  });
}

/** The spreadsheet's rows: a cell's status is the product switched on or off, answered as `status`. */
export function saveProductSheet(ctx: AppContext, rows: readonly SheetRow[]): Promise<string> {
  return saveProductRows(
    ctx,
    rows.map(({ status, ...row }) => ({
      ...row,
      ...(status === undefined ? {} : { available: status === "published" ? 1 : 0 }),
    })),
    (i, field) => `rows.${i}.${field === "available" ? "status" : field}`,
  );
}
