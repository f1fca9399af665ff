import type { Database as BetterSqlite, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 builds each row with V8's bulk object constructor, which always makes a
 * dictionary-mode object: every later read of it (copying a row into its DTO, JSON.stringify of
 * the answer) takes the slow path. In the product list's profile that was a sixth of the server's
 * CPU. A reader statement is therefore run in raw mode and each row is a copy of one fast object
 * holding the statement's columns, filled in place: the same keys in the same order with the same
 * values (a later duplicate column wins, as before), only in fast mode. node-postgres builds its
 * rows the same way.
 */
function withFastRows(statement: Statement): SqliteStatement {
  if (!statement.reader) return statement;
  let names: string[] = [];
  let shape: Record<string, null> = {};
  const readColumns = () => {
    names = statement.columns().map((column) => column.name);
    // JSON.parse makes a fast object with every column; copying it keeps that shape.
    shape = JSON.parse(`{${names.map((name) => `${JSON.stringify(name)}:null`).join(",")}}`);
  };
  readColumns();
  const raw = statement.raw(true);
  const toRow = (values: unknown[]) => {
    // SQLite prepares a statement again after a schema change (a migration's ALTER under a kept
    // `SELECT *`): its columns are read again when the row no longer fits them.
    if (values.length !== names.length) readColumns();
    const row: Record<string, unknown> = { ...shape };
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => raw.run(parameters),
    iterate: function* (parameters) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/**
 * Kysely prepares every statement again on each call; preparing was 6-7% of the server's CPU in
 * the bench profile. This keeps the most recent prepared statements by SQL text. Safe because
 * Kysely's SQLite driver runs one query at a time on its single connection, so a cached
 * statement is never used twice at once. Bounded, since IN (...) lists of varying length make
 * distinct SQL texts.
 */
export function withStatementCache(database: BetterSqlite): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        // Re-insert to mark it recently used (a Map iterates in insertion order).
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = withFastRows(database.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
