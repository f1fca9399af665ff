/**
 * The value when it is one of `values`, else `fallback`: a select's or an address's text read as
 * the closed set of choices it offers, without trusting it.
 */
export function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}
