/** Money typed in forms: dollars as text <-> the API's integer cents. Display is src/format.ts. */

/** Dollars typed in an input, as cents; empty or not a number is null. */
export function toCents(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** Cents as the text an input shows ("12.50"); null shows as empty. */
export function toDollars(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}
