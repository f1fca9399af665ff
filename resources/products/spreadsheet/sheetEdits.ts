import type { SheetRow, SheetStatus } from "../../../domain/contracts/product-spreadsheet";

/** The cells of a product row the spreadsheet edits. */
export type SheetField = "name" | "price" | "status";
export const SHEET_FIELDS: readonly SheetField[] = ["name", "price", "status"];

/** A cell's value: the name, the price in cents, or the status. */
export interface SheetValues {
  name: string;
  price: number;
  status: SheetStatus;
}
type Value = SheetValues[SheetField];

/** What the row holds before any change: what the server last answered, at its version. */
export interface SheetProduct extends SheetValues {
  id: number;
  version?: number;
}

interface Change {
  id: number;
  field: SheetField;
  /** The changed value before this change; undefined when the cell was unchanged. */
  previous: Value | undefined;
}

/**
 * The unsaved changes, per product and cell, with the product as it was (so a row changed on
 * another page is still saved), and the changes in order for Undo.
 */
export interface SheetEdits {
  changed: Record<number, Partial<SheetValues>>;
  originals: Record<number, SheetProduct>;
  history: Change[];
}

export const noEdits: SheetEdits = { changed: {}, originals: {}, history: [] };

export type SheetAction =
  | { type: "set"; product: SheetProduct; field: SheetField; value: Value }
  | { type: "undo" }
  | { type: "discard" }
  | { type: "take"; products: readonly SheetProduct[] };

function withValue(edits: SheetEdits, id: number, field: SheetField, value: Value | undefined): SheetEdits {
  const original = edits.originals[id];
  const row: Partial<Record<SheetField, Value>> = { ...edits.changed[id] };
  if (value === undefined || (original && original[field] === value)) delete row[field];
  else row[field] = value;
  const changed = { ...edits.changed };
  if (Object.keys(row).length === 0) delete changed[id];
  else changed[id] = row as Partial<SheetValues>;
  return { ...edits, changed };
}

/**
 * Products saved by someone else, taken as they are now: the row's values and version the save
 * sends become theirs, and the user's edits stay on top (an edit now equal to theirs is no change).
 */
function taken(edits: SheetEdits, products: readonly SheetProduct[]): SheetEdits {
  let next = edits;
  for (const product of products) {
    if (!next.originals[product.id]) continue;
    next = { ...next, originals: { ...next.originals, [product.id]: product } };
    for (const field of SHEET_FIELDS)
      next = withValue(next, product.id, field, next.changed[product.id]?.[field]);
  }
  return next;
}

/**
 * Set a cell (a value equal to the stored one is no change), undo the last change, drop all, or
 * take products as someone else saved them.
 */
export function sheetReducer(edits: SheetEdits, action: SheetAction): SheetEdits {
  if (action.type === "discard") return noEdits;
  if (action.type === "take") return taken(edits, action.products);
  if (action.type === "undo") {
    const last = edits.history.at(-1);
    if (!last) return edits;
    const undone = withValue(edits, last.id, last.field, last.previous);
    return { ...undone, history: edits.history.slice(0, -1) };
  }
  const { product, field, value } = action;
  const previous = edits.changed[product.id]?.[field];
  if (previous === value || (previous === undefined && product[field] === value)) return edits;
  const known = edits.originals[product.id]
    ? edits
    : { ...edits, originals: { ...edits.originals, [product.id]: product } };
  const next = withValue(known, product.id, field, value);
  return { ...next, history: [...edits.history, { id: product.id, field, previous }] };
}

/** How many cells hold an unsaved change. */
export function changeCount(edits: SheetEdits): number {
  return Object.values(edits.changed).reduce((n, row) => n + Object.keys(row).length, 0);
}

/** The save's rows: each changed product with only its changed cells, and the version it was read at. */
export function sheetRows(edits: SheetEdits): SheetRow[] {
  return Object.entries(edits.changed).map(([id, row]) => {
    const version = edits.originals[Number(id)]?.version;
    return { id: Number(id), ...row, ...(version === undefined ? {} : { version }) };
  });
}

/** Where a row's error can be: a cell, the row's product (repeated) or the version it read (stale). */
export type RowErrorField = SheetField | "id" | "version";
const isRowErrorField = (field: string | undefined): field is RowErrorField =>
  field === "id" || field === "version" || SHEET_FIELDS.includes(field as SheetField);

/**
 * The server's per-row errors (`rows.<index>.<field>`) put back on the products and cells of the
 * rows that were sent.
 */
export function rowErrors(
  sent: readonly SheetRow[],
  errors: Record<string, string>,
  codes: Record<string, string>,
): Record<number, Partial<Record<RowErrorField, { text: string; code?: string }>>> {
  const byProduct: Record<number, Partial<Record<RowErrorField, { text: string; code?: string }>>> = {};
  for (const [key, text] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    const row = match ? sent[Number(match[1])] : undefined;
    const field = match?.[2];
    if (!row || !isRowErrorField(field)) continue;
    const code = codes[key];
    (byProduct[row.id] ??= {})[field] = code === undefined ? { text } : { text, code };
  }
  return byProduct;
}
