import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import {
  CATALOGUE_CSV_REQUIRED,
  catalogueCsvProducts,
  checkCatalogueVersions,
  writeCatalogueBatch,
} from "../catalogue/csv.js";
import { planCategoryImport, writeCategoryBatch } from "../categories/csv-import.js";
import {
  AVAILABILITY_CSV_REQUIRED,
  availabilityImportUnits,
  planAvailabilityImport,
  writeAvailabilityBatch,
} from "../product-csv/availability.js";
import type { CsvRow } from "../product-csv/parse.js";
import { writeWhitelistBatch } from "../users/whitelist-import.js";
import { storeUsersColumn, storeUsersEntries } from "../websites/users-import.js";
import { STORE_MSG, type CsvImportType } from "../../../domain/stores.js";
import {
  planProductImport,
  PRODUCT_CSV_REQUIRED,
  productImportUnits,
  writeProductBatch,
} from "../product-csv/products.js";

type Q = Kysely<Database>;

/** What a written batch adds to the import's counts. */
export interface ImportCounts {
  created?: number;
  updated?: number;
  /** Lines that changed nothing (already present). */
  skipped?: number;
  /** Stores whose pages show what the batch wrote, beside the import's own: dropped once it commits. */
  stores?: readonly number[];
}

/** The part of a checked file still to write, as units (lines, or products) in a fixed order. */
export interface ImportPlan {
  /** Units in the whole file, written or not. */
  total: number;
  /** Units still to write: the last `remaining` of `total`. */
  remaining: number;
  /** Writes the remaining units [start, end) inside the caller's transaction. */
  write(trx: Q, start: number, end: number): Promise<ImportCounts>;
}

/** One kind of CSV import: the columns it needs and how its file is checked and written. */
export interface CsvImportKind {
  /** The durable job kind that writes it. */
  jobKind: string;
  required: readonly string[];
  /** What the finished job says; "Completed successfully" when unset. */
  doneMessage?: string;
  /**
   * Checks the file against the database as it is now, past the first `done` units (already
   * written by an earlier attempt); throws the 422 with every bad line's error. `websiteId` is the
   * store written to; null only for the platform's categories.
   */
  plan(k: Q, websiteId: number | null, rows: readonly CsvRow[], done: number): Promise<ImportPlan>;
}

/** The store of a store's import: always one (its route reads it from the store's rights). */
function storeOf(websiteId: number | null): number {
  if (websiteId === null) throw new Error("This import writes to a store, and names none.");
  return websiteId;
}

/** Products: one unit per line, so a resumed import checks only the lines not yet written. */
const products: CsvImportKind = {
  jobKind: "import-products",
  required: PRODUCT_CSV_REQUIRED,
  async plan(k, scope, rows, done) {
    const websiteId = storeOf(scope);
    const units = productImportUnits(await planProductImport(k, websiteId, rows, done));
    return {
      total: done + units.length,
      remaining: units.length,
      write: (trx, start, end) => writeProductBatch(trx, websiteId, units.slice(start, end)),
    };
  },
};

/** Availability: one unit per product the file names (one import event each). */
const availability: CsvImportKind = {
  jobKind: "import-availability",
  required: AVAILABILITY_CSV_REQUIRED,
  async plan(k, scope, rows, done) {
    const units = availabilityImportUnits(await planAvailabilityImport(k, storeOf(scope), rows));
    const left = units.slice(done);
    return {
      total: units.length,
      remaining: left.length,
      write: (trx, start, end) => writeAvailabilityBatch(trx, left.slice(start, end)),
    };
  },
};

/** Categories of a store or of the platform: one unit per line, in file order (parents first). */
const categories: CsvImportKind = {
  jobKind: "import-categories",
  required: ["name"],
  async plan(k, scope, rows, done) {
    const units = await planCategoryImport(k, scope, rows, done);
    return {
      total: done + units.length,
      remaining: units.length,
      write: (trx, start, end) => writeCategoryBatch(trx, scope, units.slice(start, end)),
    };
  },
};

/** The supplier catalogue (platform admins): one unit per blank (style id), in file order. */
const catalogue: CsvImportKind = {
  jobKind: "import-catalogue",
  required: CATALOGUE_CSV_REQUIRED,
  async plan(k, _scope, rows, done) {
    const products = catalogueCsvProducts(rows);
    const left = products.slice(done);
    await checkCatalogueVersions(k, left);
    return {
      total: products.length,
      remaining: left.length,
      write: (trx, start, end) => writeCatalogueBatch(trx, left.slice(start, end)),
    };
  },
};

/** A store's whitelisted users or domains: one unit per line, in file order. */
const storeUsers = (type: CsvImportType, jobKind: string): CsvImportKind => ({
  jobKind,
  required: [storeUsersColumn(type)],
  doneMessage: STORE_MSG.usersImported,
  plan(_k, scope, rows, done) {
    const websiteId = storeOf(scope);
    const entries = storeUsersEntries(type, rows, done);
    return Promise.resolve({
      total: rows.length,
      remaining: entries.length,
      write: (trx, start, end) => writeWhitelistBatch(trx, websiteId, type, entries.slice(start, end)),
    });
  },
});

export const CSV_IMPORT_NAMES = [
  "products",
  "availability",
  "categories",
  "catalogue",
  "whitelisted_emails",
  "whitelist_domains",
] as const;
export type CsvImportName = (typeof CSV_IMPORT_NAMES)[number];
export const CSV_IMPORTS: Readonly<Record<CsvImportName, CsvImportKind>> = {
  products,
  availability,
  categories,
  catalogue,
  whitelisted_emails: storeUsers("whitelisted_emails", "import-whitelisted-emails"),
  whitelist_domains: storeUsers("whitelist_domains", "import-whitelist-domains"),
};
