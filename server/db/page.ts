import { pageOf, type Page } from "../../domain/contracts/page.js";

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
