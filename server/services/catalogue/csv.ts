import type { AppContext } from "../../context.js";
import type { Kysely } from "kysely";
import Papa from "papaparse";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import {
  SUPPLIER_PRODUCT_FIELDS,
  supplierProductInput,
  type SupplierProductInput,
} from "../../../domain/supplier-product-input.js";
import type { Database } from "../../db/schema.js";
import { lineErrors, type CsvRow } from "../product-csv/parse.js";
import { recordSupplierProductWrite, supplierProductSnapshot } from "./activity.js";
import { notifyPriceChange, saveSupplierProduct, storesSelling } from "./save.js";
import { toDollars } from "../../../domain/money.js";
import { VERSION_MSG } from "../../../domain/versions.js";

type Q = Kysely<Database>;

/** Enough errors to fix a file; a file wrong on every line needs no more than this to show it. */
const MAX_REPORTED = 100;

/** One row per variant; the product's own columns repeat on each of its rows. Money in dollars. */
export const CATALOGUE_CSV_COLUMNS = [
  ...SUPPLIER_PRODUCT_FIELDS,
  "color",
  "color_swatch",
  "size",
  "cost",
  "quantity",
  "available",
  "version",
] as const;
/** The columns an import cannot do without. */
export const CATALOGUE_CSV_REQUIRED = ["style_id", "name", "color", "size", "cost"] as const;

const MONEY = new Set(["print_price", "print_price_second", "first_custom_fee", "cost"]);
const VARIANT_COLUMNS = new Set(["color", "color_swatch", "size", "cost", "quantity", "available"]);
/** Read apart from the blank's fields: the version its export read, which the import checks. */
const VERSION_COLUMN = "version";
const NUMBERS = new Set([
  "suggested_method",
  "moq",
  "is_customizable",
  "is_active",
  "popular",
  "quantity",
  "available",
]);

/** A CSV cell as the input schema wants it: numbers stay text when they are not numbers, so zod reports them. */
function cell(column: string, raw: string | undefined): unknown {
  const value = (raw ?? "").trim();
  if (column === "second_suggested_method") return value === "" ? null : Number(value);
  if (MONEY.has(column)) return value === "" ? undefined : Math.round(Number(value) * 100);
  if (NUMBERS.has(column)) return value === "" ? undefined : Number(value);
  return value;
}

/** The whole supplier catalogue as CSV, one row per variant in the editor's order. */
export async function catalogueCsv(ctx: AppContext): Promise<string> {
  const rows = await ctx.db.kysely
    .selectFrom("supplier_variants as v")
    .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
    .select([
      "p.style_id",
      "p.short_name",
      "p.name",
      "p.brand",
      "p.category",
      "p.description",
      "p.suggested_method",
      "p.second_suggested_method",
      "p.moq",
      "p.print_price",
      "p.print_price_second",
      "p.first_custom_fee",
      "p.is_customizable",
      "p.is_active",
      "p.popular",
      "v.color",
      "v.color_swatch",
      "v.size",
      "v.cost",
      "v.quantity",
      "v.available",
      "p.version",
    ])
    .orderBy("p.id")
    .orderBy("v.size_order")
    .orderBy("v.id")
    .execute();
  return Papa.unparse({
    fields: [...CATALOGUE_CSV_COLUMNS],
    data: rows.map((row) =>
      CATALOGUE_CSV_COLUMNS.map((c) => {
        const value = row[c];
        if (MONEY.has(c)) return toDollars(Number(value));
        return value ?? "";
      }),
    ),
  });
}

type Line = { line: number; row: CsvRow };

/** One blank of a catalogue file: its fields and variants, and the version its export read, if any. */
export interface CatalogueCsvProduct {
  input: SupplierProductInput;
  /** The line of its first row, where an error about the blank as a whole is reported. */
  line: number;
  version: number | null;
}

/** A version cell: blank (no check), a whole number from 1, or undefined when it is neither. */
function versionCell(raw: string | undefined): number | null | undefined {
  const value = (raw ?? "").trim();
  if (value === "") return null;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/**
 * A catalogue file's products, one per style id with the variants of its rows, in file order.
 * All or nothing: a file with a bad row throws the 422 with every row's error (rows.<line>.<column>).
 */
export function catalogueCsvProducts(rows: readonly CsvRow[]): CatalogueCsvProduct[] {
  const groups = new Map<string, Line[]>();
  rows.forEach((row, i) => {
    const key = (row.style_id ?? "").trim();
    // Line numbers as a spreadsheet shows them: the header is line 1.
    groups.set(key, [...(groups.get(key) ?? []), { line: i + 2, row }]);
  });

  const { errors, report } = lineErrors(MAX_REPORTED, CATALOGUE_MSG.csvRow);
  const products: CatalogueCsvProduct[] = [];
  for (const lines of groups.values()) {
    const first = lines[0]!;
    const product: Record<string, unknown> = {};
    for (const c of CATALOGUE_CSV_COLUMNS)
      if (!VARIANT_COLUMNS.has(c) && c !== VERSION_COLUMN) product[c] = cell(c, first.row[c]);
    const version = versionCell(first.row[VERSION_COLUMN]);
    if (version === undefined) report(first.line, VERSION_COLUMN, VERSION_MSG.notWhole);
    product.variants = lines.map(({ row }) => {
      const variant: Record<string, unknown> = {};
      for (const c of VARIANT_COLUMNS) variant[c] = cell(c, row[c]);
      return variant;
    });
    const result = supplierProductInput.safeParse(product);
    if (result.success) products.push({ input: result.data, line: first.line, version: version ?? null });
    else
      for (const [path, message] of Object.entries(fieldErrors(result.error.issues))) {
        const [head, index, column] = path.split(".");
        if (head === "variants" && index !== undefined) {
          const at = lines[Number(index)] ?? first;
          report(at.line, column ?? "variants", message);
        } else report(first.line, head ?? "file", message);
      }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, CATALOGUE_MSG.fieldsInvalid);
  return products;
}

/**
 * The blanks of a checked file whose version is not the stored one (someone saved them after the
 * export the file came from): the whole file is refused with each such line's error, before any
 * write. A blank the file creates, or a line without a version, is not checked.
 */
export async function checkCatalogueVersions(k: Q, products: readonly CatalogueCsvProduct[]): Promise<void> {
  const versioned = products.filter((p) => p.version !== null);
  if (versioned.length === 0) return;
  const stored = new Map(
    (
      await k
        .selectFrom("supplier_products")
        .select(["style_id", "version"])
        .where(
          "style_id",
          "in",
          versioned.map((p) => p.input.style_id),
        )
        .execute()
    ).map((row) => [row.style_id, Number(row.version)]),
  );
  const { errors, report } = lineErrors(MAX_REPORTED, CATALOGUE_MSG.csvRow);
  for (const p of versioned) {
    const version = stored.get(p.input.style_id);
    if (version !== undefined && version !== p.version) report(p.line, VERSION_COLUMN, VERSION_MSG.stale);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, CATALOGUE_MSG.fieldsInvalid);
}

/**
 * Writes a batch of a catalogue file's products inside the caller's transaction: each created or
 * updated by style id (a CSV row names only its own variants, so the others are kept), one import
 * event each. A cost change notifies the teams of the stores selling products made from it.
 * Answers the counts and the stores whose pages show these blanks.
 */
export async function writeCatalogueBatch(
  trx: Q,
  products: readonly CatalogueCsvProduct[],
): Promise<{ created: number; updated: number; stores: number[] }> {
  const inputs = products.map((p) => p.input);
  if (inputs.length === 0) return { created: 0, updated: 0, stores: [] };
  const known = new Map(
    (
      await trx
        .selectFrom("supplier_products")
        .select(["id", "style_id"])
        .where(
          "style_id",
          "in",
          inputs.map((input) => input.style_id),
        )
        .execute()
    ).map((p) => [p.style_id, p.id]),
  );
  const saved: number[] = [];
  for (const { input, version } of products) {
    const id = known.get(input.style_id) ?? null;
    const before = id === null ? null : await supplierProductSnapshot(trx, id);
    // The version is checked again in the write: a save between the check and this batch refuses it.
    const result = await saveSupplierProduct(trx, id, input, false, id === null ? null : version);
    await recordSupplierProductWrite(trx, result.id, "import", before);
    saved.push(result.id);
    if (result.costChanged) await notifyPriceChange(trx, result.id);
  }
  const created = inputs.filter((input) => !known.has(input.style_id)).length;
  return { created, updated: inputs.length - created, stores: await storesSelling(trx, saved) };
}
