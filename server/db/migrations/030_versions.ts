import type { Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * The tables whose records an edit screen saves. Each row carries a version: every write bumps it,
 * and a save that read an older version is refused instead of silently overwriting what someone
 * else saved meanwhile (optimistic concurrency).
 */
export const VERSIONED_TABLES = [
  "products",
  "pages",
  "websites",
  "orders",
  "categories",
  "contacts",
  "discounts",
  "promotions",
  "gift_cards",
  "users",
] as const;

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
