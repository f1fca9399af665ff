import type { SelectQueryBuilder } from "kysely";

/** How many rows a query (its tables, joins and filters; no selection yet) finds, as `{ n }`. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<{ n: number }> {
  // The selection's type cannot be worked out for any table; the count's shape is known.
  const row = await query
    .select((eb) => eb.fn.countAll().as("n"))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return { n: Number(row.n) };
}
