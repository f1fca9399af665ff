import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/**
 * A store's live (not deleted) products: its list total and what its plan's product limit counts.
 * Read from the counts the database keeps in every product write's transaction (product_counts),
 * so it reads a row or two, not the store's products, and sees the transaction's own writes.
 */
export async function liveProductCount(k: Kysely<Database>, websiteId: number): Promise<number> {
  const row = await k
    .selectFrom("product_counts")
    .select((eb) => eb.fn.sum<number | string>("live").as("n"))
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
