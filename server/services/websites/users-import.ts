import Papa from "papaparse";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import {
  domainSchema,
  STORE_MSG,
  whitelistedEmailSchema,
  type CsvImportType,
} from "../../../domain/stores.js";
import { extensionOf } from "../uploads/read.js";
import { importWhitelist, type WhitelistEntry } from "../users/whitelist-import.js";

const MAX_ROWS = 20_000;
/** Enough errors to fix a file; a file wrong on every line needs no more than this to show it. */
const MAX_REPORTED = 100;

type Parsed = WhitelistEntry;

/** Which column each import needs and how one row is read. */
const READERS: Record<
  CsvImportType,
  { column: string; read: (row: Record<string, string>) => z.ZodSafeParseResult<Parsed> }
> = {
  whitelisted_emails: {
    column: "email",
    read: (row) => whitelistedEmailSchema.safeParse({ email: row.email ?? "", name: row.name ?? null }),
  },
  whitelist_domains: { column: "domain", read: (row) => domainSchema.safeParse(row.domain ?? "") },
};

/**
 * Imports a store's whitelisted users or domains from a .csv file. All or nothing: a file with any
 * bad row is refused with every row's error (up to a limit), so a fixed file can simply be sent
 * again. Answers how many rows were read and how many were new.
 */
export async function importStoreUsersCsv(
  ctx: AppContext,
  websiteId: number,
  type: CsvImportType,
  file: { filename: string; buffer: Buffer },
): Promise<{ rows: number; imported: number }> {
  if (extensionOf(file.filename) !== "csv") throw invalid({ file: STORE_MSG.csvOnly }, STORE_MSG.csvOnly);
  const reader = READERS[type];
  const parsed = Papa.parse<Record<string, string>>(file.buffer.toString("utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  if (!parsed.meta.fields?.includes(reader.column))
    throw invalid({ file: STORE_MSG.csvNoColumn(reader.column) });
  const rows = parsed.data.slice(0, MAX_ROWS);
  if (rows.length === 0) throw invalid({ file: STORE_MSG.csvEmpty });

  const errors: Record<string, string> = {};
  const values: Parsed[] = [];
  rows.forEach((row, i) => {
    // Line numbers as a spreadsheet shows them: the header is line 1.
    const line = i + 2;
    const result = reader.read(row);
    if (result.success) values.push(result.data);
    else if (Object.keys(errors).length < MAX_REPORTED) {
      for (const [field, message] of Object.entries(fieldErrors(result.error.issues))) {
        const column = field === "_" ? reader.column : field;
        errors[`rows.${line}.${column}`] ??= STORE_MSG.csvRow(line, message);
      }
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const imported = await importWhitelist(ctx.db.kysely, websiteId, type, values);
  return { rows: rows.length, imported };
}
