/**
 * The difference between two saved states of a record (a product, a store page, a store's
 * settings), field by field. A list of rows that carry an `id` (variants, page sections,
 * departments) is compared row by row: a row is added, removed, changed (which of its fields) or
 * moved; any other value is compared as a whole.
 */

export type Snapshot = Readonly<Record<string, unknown>>;

export type RowChange = "added" | "removed" | "changed" | "moved";

export interface RowDiff {
  /** The row's id, as text. */
  key: string;
  change: RowChange;
  before: unknown;
  after: unknown;
  /** The row's fields that differ (empty for added, removed and moved rows). */
  fields: string[];
}

export type FieldDiff =
  | { field: string; kind: "value"; before: unknown; after: unknown }
  | { field: string; kind: "rows"; rows: RowDiff[] };

type Row = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Objects compare by content whatever the order of their keys; arrays in order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k] ?? null, b[k] ?? null));
  }
  // An absent value and null mean the same: "not set".
  if (a === undefined || a === null) return b === undefined || b === null;
  return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
}

/** A list of rows each with a unique id: compared row by row. */
function keyedRows(value: unknown): Map<string, { row: Row; index: number }> | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const rows = new Map<string, { row: Row; index: number }>();
  for (const [index, row] of value.entries()) {
    if (!isRecord(row)) return null;
    const id = row.id;
    if (typeof id !== "string" && typeof id !== "number") return null;
    const key = String(id);
    if (rows.has(key)) return null;
    rows.set(key, { row, index });
  }
  return rows;
}

function changedKeys(a: Row, b: Row): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !sameValue(a[k], b[k]));
}

function rowDiffs(
  before: Map<string, { row: Row; index: number }>,
  after: Map<string, { row: Row; index: number }>,
): RowDiff[] {
  const rows: RowDiff[] = [];
  // Rows kept in the order the two lists have among themselves: a row is "moved" when its place
  // among the kept rows changed, not when an earlier row was added or removed.
  const keptBefore = [...before.keys()].filter((k) => after.has(k));
  const keptAfter = [...after.keys()].filter((k) => before.has(k));
  for (const [key, { row }] of before) {
    const now = after.get(key);
    if (!now) {
      rows.push({ key, change: "removed", before: row, after: null, fields: [] });
      continue;
    }
    const fields = changedKeys(row, now.row);
    if (fields.length > 0) rows.push({ key, change: "changed", before: row, after: now.row, fields });
    else if (keptBefore.indexOf(key) !== keptAfter.indexOf(key))
      rows.push({ key, change: "moved", before: row, after: now.row, fields: [] });
  }
  for (const [key, { row }] of after) {
    if (!before.has(key)) rows.push({ key, change: "added", before: null, after: row, fields: [] });
  }
  return rows;
}

/** What changed from `before` to `after`, in the order of the fields of `after` (then removed ones). */
export function revisionDiff(before: Snapshot, after: Snapshot): FieldDiff[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const diffs: FieldDiff[] = [];
  for (const field of fields) {
    const was = before[field];
    const now = after[field];
    if (sameValue(was, now)) continue;
    const wasRows = keyedRows(was) ?? (Array.isArray(was) && was.length === 0 ? new Map() : null);
    const nowRows = keyedRows(now) ?? (Array.isArray(now) && now.length === 0 ? new Map() : null);
    if (wasRows && nowRows && (wasRows.size > 0 || nowRows.size > 0)) {
      diffs.push({ field, kind: "rows", rows: rowDiffs(wasRows, nowRows) });
    } else {
      diffs.push({ field, kind: "value", before: was ?? null, after: now ?? null });
    }
  }
  return diffs;
}

/** A row's name as a person reads it: its name or title, a variant's colour and size, a section's type. */
export function rowLabel(row: unknown, key: string): string {
  if (!isRecord(row)) return key;
  if (typeof row.color === "string" && typeof row.size === "string") return `${row.color} / ${row.size}`;
  for (const name of ["name", "title", "email", "label", "type"]) {
    const value = row[name];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return key;
}
