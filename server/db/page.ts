import type { SelectQueryBuilder } from "kysely";
import { countRows } from "./count.js";
import type { Database } from "./schema.js";
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

/**
 * One page of a filtered query and its total: `rows` gives the filtered query its selection and
 * order (ending on a unique column, so pages neither repeat nor skip a row); the total counts the
 * filtered query itself.
 */
export function pageOfQuery<TB extends keyof Database, O, R>(
  filtered: SelectQueryBuilder<Database, TB, O>,
  rows: (query: SelectQueryBuilder<Database, TB, O>) => SelectQueryBuilder<Database, TB, R>,
  page: number,
  perPage: number,
): Promise<Page<R>> {
  return fetchPage(
    page,
    perPage,
    (limit, offset) => rows(filtered).limit(limit).offset(offset).execute(),
    () => countRows(filtered),
  );
}
