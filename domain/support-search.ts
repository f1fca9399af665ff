import { z } from "zod";

/**
 * The support search box: one term finds orders (by number, buyer name or e-mail), contacts (by
 * name or e-mail) and products (by name) in every store where the caller may list that kind.
 */

/** The shortest term searched: one letter would match nearly every record of every store. */
export const SUPPORT_SEARCH_MIN = 2;
export const SUPPORT_SEARCH_MAX = 200;
/** Hits shown per kind; the total says how many there are. */
export const SUPPORT_SEARCH_LIMIT = 10;

export const SUPPORT_SEARCH_MSG = {
  queryTooShort: `Type at least ${SUPPORT_SEARCH_MIN} characters to search the stores.`,
  queryTooLong: `The search term may have at most ${SUPPORT_SEARCH_MAX} characters.`,
} as const;

export const supportSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(SUPPORT_SEARCH_MIN, SUPPORT_SEARCH_MSG.queryTooShort)
    .max(SUPPORT_SEARCH_MAX, SUPPORT_SEARCH_MSG.queryTooLong),
});

/** An order number as typed: digits, optionally after "#". */
export function orderNumberIn(term: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(term.trim());
  return match ? Number(match[1]) : null;
}

const inStore = { website_id: z.number(), website_name: z.string() };

export const supportOrderHit = z.object({
  id: z.number(),
  ...inStore,
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.string(),
  price: z.number().describe("cents"),
  created_at: z.string(),
});

export const supportContactHit = z.object({
  id: z.number(),
  ...inStore,
  name: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
});

export const supportProductHit = z.object({
  id: z.number(),
  ...inStore,
  name: z.string(),
  photo: z.string().nullable().describe("URL of the product's picture"),
});

const group = <T extends z.ZodType>(hit: T) =>
  z
    .object({
      total: z.number().describe("every match in the caller's stores"),
      items: z.array(hit).describe(`the first ${SUPPORT_SEARCH_LIMIT}`),
    })
    .nullable()
    .describe("null: the caller may list this kind in no store");

export const supportSearchResult = z.object({
  orders: group(supportOrderHit),
  contacts: group(supportContactHit),
  products: group(supportProductHit),
});

export type SupportOrderHit = z.infer<typeof supportOrderHit>;
export type SupportContactHit = z.infer<typeof supportContactHit>;
export type SupportProductHit = z.infer<typeof supportProductHit>;
export type SupportSearchResult = z.infer<typeof supportSearchResult>;
export type SupportSearchKind = keyof SupportSearchResult;
