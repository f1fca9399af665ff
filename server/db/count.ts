import type { SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.js";

/**
 * How many rows a query over the schema's tables (its joins and filters; no selection yet) finds,
 * as `{ n }`. A query over aliased tables counts its own rows.
 */
export async function countRows<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): Promise<{ n: number }> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .executeTakeFirstOrThrow();
  return { n: Number(row.n) };
}
