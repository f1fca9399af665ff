import { z } from "zod";

/** `page` and `per_page` query parameters of the paged lists (default page size: the user's page_view). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
};

/** The paged list shape the SPA already reads for contacts and notifications. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    data: z.array(item),
  });
}

export async function paged<T>(
  page: number,
  perPage: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<{ n: number | string | bigint }>,
): Promise<{ current_page: number; last_page: number; per_page: number; total: number; data: T[] }> {
  const [data, counted] = await Promise.all([rows(perPage, (page - 1) * perPage), count()]);
  const total = Number(counted.n);
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    data,
  };
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped (used with escape '\\'). */
export function likeTerm(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
