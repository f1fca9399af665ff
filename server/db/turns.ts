import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

/** The kinds of PostgreSQL transaction locks the server takes, one number each. */
export const TURN = {
  /** A store's dashboard rollup rows while they are rewritten. */
  storeStats: 30_001,
  /** A store's (or, as 0, the platform's) category tree while it is changed. */
  categoryTree: 30_002,
} as const;

/**
 * Transactions that take the same keys of a kind wait for each other until the first commits;
 * keys are taken in ascending order so two writes with several keys cannot deadlock. Row locks
 * cannot do this where a write reads and changes many rows (a whole tree), or rows it may insert.
 * SQLite has a single writer already.
 */
export async function takeTurns(db: Kysely<Database>, kind: number, keys: readonly number[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...new Set(keys)].sort((a, b) => a - b)) {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(kind)}, ${key})`.execute(db);
  }
}
