import type { z } from "zod";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import {
  domainSchema,
  STORE_MSG,
  whitelistedEmailSchema,
  type CsvImportType,
} from "../../../domain/stores.js";
import { csvRows, lineErrors, type CsvRow } from "../product-csv/parse.js";
import { extensionOf } from "../uploads/read.js";
import type { WhitelistEntry } from "../users/whitelist-import.js";

const MAX_ROWS = 20_000;
/** Enough errors to fix a file; a file wrong on every line needs no more than this to show it. */
const MAX_REPORTED = 100;

/** Which column each import needs and how one row is read. */
const READERS: Record<
  CsvImportType,
  { column: string; read: (row: CsvRow) => z.ZodSafeParseResult<WhitelistEntry> }
> = {
  whitelisted_emails: {
    column: "email",
    read: (row) => whitelistedEmailSchema.safeParse({ email: row.email ?? "", name: row.name ?? null }),
  },
  whitelist_domains: { column: "domain", read: (row) => domainSchema.safeParse(row.domain ?? "") },
};

/** The column a store users import needs. */
export const storeUsersColumn = (type: CsvImportType): string => READERS[type].column;

/**
 * The rows of a store's whitelisted users or domains file: refused unless it is a .csv with its
 * column and at least one row; rows past the 20,000th are dropped.
 */
export function storeUsersCsvRows(type: CsvImportType, file: { filename: string; buffer: Buffer }): CsvRow[] {
  if (extensionOf(file.filename) !== "csv") throw invalid({ file: STORE_MSG.csvOnly }, STORE_MSG.csvOnly);
  return csvRows(file.buffer, [READERS[type].column], STORE_MSG, MAX_ROWS);
}

/**
 * The entries of the rows past the first `done` (written by an earlier attempt), in file order.
 * All or nothing: one bad row refuses the file with every row's error (up to a limit), so a fixed
 * file can simply be sent again.
 */
export function storeUsersEntries(
  type: CsvImportType,
  rows: readonly CsvRow[],
  done: number,
): WhitelistEntry[] {
  const reader = READERS[type];
  const { errors, report } = lineErrors(MAX_REPORTED, STORE_MSG.csvRow);
  const entries: WhitelistEntry[] = [];
  rows.forEach((row, i) => {
    if (i < done) return;
    const result = reader.read(row);
    if (result.success) entries.push(result.data);
    else {
      // Line numbers as a spreadsheet shows them: the header is line 1.
      for (const [field, message] of Object.entries(fieldErrors(result.error.issues)))
        report(i + 2, field === "_" ? reader.column : field, message);
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return entries;
}
