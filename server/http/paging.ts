import { z } from "zod";

export { pageSchema } from "../../domain/contracts/page.js";

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

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/** One page of rows whose total is known. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    data,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** Reads one page and the total count at once. */
export async function fetchPage<T>(
  page: number,
  perPage: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<{ n: number | string | bigint }>,
): Promise<Page<T>> {
  const [data, counted] = await Promise.all([rows(perPage, (page - 1) * perPage), count()]);
  return pageOf(data, Number(counted.n), page, perPage);
}
