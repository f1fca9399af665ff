import { toCents as anyCents } from "../../src/money";

export { toDollars } from "../../src/money";

/** A price typed in the list's dialogs: a plain amount with at most two decimals, else null. */
export function toCents(value: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(value.trim()) ? anyCents(value) : null;
}
