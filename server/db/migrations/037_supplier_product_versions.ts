import type { Kysely } from "kysely";

/**
 * Tables given a version after the first set: the supplier catalogue's blanks, which platform
 * admins edit on one screen and replace by CSV, so two of them can overwrite each other's save.
 */
export const LATER_VERSIONED_TABLES = ["supplier_products"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LATER_VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
