/** Money is integer cents (USD): the one display format, and dollars typed in forms <-> cents. */

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

const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents shown as the spec's currency: en-US with two decimals. The one money display format. */
export function formatMoney(cents: number): string {
  return USD.format(cents / 100);
}
