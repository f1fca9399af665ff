import { formatCents } from "../format";

/** Fields that hold money in cents, in a record and in its rows (a variant's price). */
const MONEY = new Set(["price", "custom_fee", "cost"]);

/** Whether a field of a record holds money in cents (shown as money wherever a change is shown). */
export const isMoneyField = (field: string) => MONEY.has(field);

export interface ValueWords {
  empty: string;
  yes: string;
  no: string;
}

/** One value of a snapshot as a person reads it: money as money, lists joined, objects as "key: value". */
export function revisionValue(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number") return MONEY.has(field) ? formatCents(value) : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return words.empty;
    return value.map((v) => revisionValue(field, v, words)).join(", ");
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return words.empty;
    return entries.map(([key, v]) => `${key}: ${revisionValue(key, v, words)}`).join("; ");
  }
  return String(value);
}

/** The named fields of a row ("price: $12.99; available: 1"), or all of them. */
export function rowValues(row: unknown, fields: readonly string[], words: ValueWords): string {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return words.empty;
  const record = row as Record<string, unknown>;
  const names = fields.length > 0 ? fields : Object.keys(record).filter((k) => k !== "id");
  return names.map((name) => `${name}: ${revisionValue(name, record[name], words)}`).join("; ");
}
