/** Dollars typed in a form to integer cents (the API's money), or null when it is not a price. */
export function toCents(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function toDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
