import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * Runs `fn` in the caller's transaction, or in a new one: a write and its activity event commit
 * together or not at all.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
