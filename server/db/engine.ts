import { SqliteAdapter, type Kysely } from "kysely";

/**
 * Whether a query builder runs on SQLite, for a read that uses an SQLite-only index (FTS5) and
 * is handed the builder rather than the app's Db (whose `dialect` says the same).
 */
export const onSqlite = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;
