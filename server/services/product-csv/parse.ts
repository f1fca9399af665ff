import Papa from "papaparse";
import type { ZodIssue } from "zod";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";

/** A 10,000-product import is the bar; twice that still validates in well under a second. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Enough errors to fix a file; a file wrong on every line needs no more than this to show it. */
export const MAX_REPORTED = 200;

export type CsvRow = Record<string, string>;

/** The messages an import answers a file without a required column, or without rows, with. */
export interface CsvFileMessages {
  csvNoColumn: (column: string) => string;
  csvEmpty: string;
}

/**
 * The rows of an uploaded CSV, keyed by header (byte order mark dropped, headers trimmed and
 * lower-cased, blank lines skipped); rows after the first `keep` are dropped. 422 when a required
 * column is missing or no row is left.
 */
export function csvRows(
  buffer: Buffer,
  required: readonly string[],
  messages: CsvFileMessages,
  keep: number = Infinity,
): CsvRow[] {
  const parsed = Papa.parse<CsvRow>(buffer.toString("utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  for (const column of required) {
    if (!parsed.meta.fields?.includes(column)) throw invalid({ file: messages.csvNoColumn(column) });
  }
  const rows = keep < parsed.data.length ? parsed.data.slice(0, keep) : parsed.data;
  if (rows.length === 0) throw invalid({ file: messages.csvEmpty });
  return rows;
}

/** Header and rows of an uploaded CSV; 422 when a required column is missing, it has no rows or too many. */
export function parseCsv(buffer: Buffer, required: readonly string[]): CsvRow[] {
  const rows = csvRows(buffer, required, PRODUCT_LIST_MSG);
  if (rows.length > MAX_IMPORT_ROWS)
    throw invalid({ file: PRODUCT_LIST_MSG.csvTooManyRows(MAX_IMPORT_ROWS) });
  return rows;
}

/**
 * Per-row errors keyed rows.<line>.<column> (header = line 1): the first `max` of them, the first
 * message of a cell kept, each worded by `csvRow`.
 */
export function lineErrors(
  max: number,
  csvRow: (line: number, message: string) => string,
): { errors: Record<string, string>; report: (line: number, column: string, message: string) => void } {
  const errors: Record<string, string> = {};
  const report = (line: number, column: string, message: string): void => {
    if (Object.keys(errors).length < max) errors[`rows.${line}.${column}`] ??= csvRow(line, message);
  };
  return { errors, report };
}

/** Per-row errors keyed rows.<line>.<column>, lines numbered as a spreadsheet shows them (header = 1). */
export class RowErrors {
  readonly errors: Record<string, string> = {};
  private count = 0;

  add(index: number, column: string, message: string): void {
    const line = index + 2;
    const key = `rows.${line}.${column}`;
    if (key in this.errors || this.count >= MAX_REPORTED) return;
    this.errors[key] = PRODUCT_LIST_MSG.csvRow(line, message);
    this.count++;
  }

  addIssues(index: number, issues: readonly Pick<ZodIssue, "path" | "message">[], fallback: string): void {
    for (const [field, message] of Object.entries(fieldErrors(issues))) {
      this.add(index, field === "_" ? fallback : field, message);
    }
  }

  get empty(): boolean {
    return this.count === 0;
  }

  /** All or nothing: a file with any bad row is refused with every row's error. */
  throwIfAny(): void {
    if (!this.empty) throw invalid(this.errors);
  }
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula (CSV injection).
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
