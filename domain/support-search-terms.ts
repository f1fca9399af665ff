// The search box's limits and texts, apart from the schemas so the app bar loads without zod.

/** The shortest term searched: one letter would match nearly every record of every store. */
export const SUPPORT_SEARCH_MIN = 2;
export const SUPPORT_SEARCH_MAX = 200;
/** Hits shown per kind; the total says how many there are. */
export const SUPPORT_SEARCH_LIMIT = 10;

export const SUPPORT_SEARCH_MSG = {
  queryTooShort: `Type at least ${SUPPORT_SEARCH_MIN} characters to search the stores.`,
  queryTooLong: `The search term may have at most ${SUPPORT_SEARCH_MAX} characters.`,
} as const;

/** An order number as typed: digits, optionally after "#". */
export function orderNumberIn(term: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(term.trim());
  return match ? Number(match[1]) : null;
}
