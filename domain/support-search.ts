import { z } from "zod";
import {
  SUPPORT_SEARCH_LIMIT,
  SUPPORT_SEARCH_MAX,
  SUPPORT_SEARCH_MIN,
  SUPPORT_SEARCH_MSG,
} from "./support-search-terms.js";

export {
  orderNumberIn,
  SUPPORT_SEARCH_LIMIT,
  SUPPORT_SEARCH_MAX,
  SUPPORT_SEARCH_MIN,
  SUPPORT_SEARCH_MSG,
} from "./support-search-terms.js";

/**
 * The support search box: one term finds orders (by number, buyer name or e-mail), contacts (by
 * name or e-mail) and products (by name) in every store where the caller may list that kind.
 */

export const supportSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(SUPPORT_SEARCH_MIN, SUPPORT_SEARCH_MSG.queryTooShort)
    .max(SUPPORT_SEARCH_MAX, SUPPORT_SEARCH_MSG.queryTooLong),
});

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
