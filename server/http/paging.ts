import { z } from "zod";

// Routes take the whole paging kit from here; services take these from their homes.
export { pageOf, pageSchema, type Page } from "../../domain/contracts/page.js";
export { fetchPage } from "../db/page.js";

/** `page` and `per_page` of the paged lists (without per_page a list uses its own page size). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
};

/** `page` and `per_page` of a list with its own page size when the caller names none. */
export function pageQueryOf(perPage: number) {
  return { page: pageQuery.page, per_page: z.coerce.number().int().min(1).max(100).default(perPage) };
}

/** The free-text `search` of a paged list. */
export const searchQuery = { search: z.string().trim().max(200).optional() };
