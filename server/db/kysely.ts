import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";
import type { Db } from "./types.js";
import { withStatementCache } from "./statement-cache.js";

// COUNT(*) and SUM() come back as int8/numeric strings from pg; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDb(options: {
  databaseUrl?: string;
  sqliteFile: string;
  /** Errors of idle PostgreSQL connections (a server restart): reported, never a crash. */
  onPoolError?: (error: Error) => void;
}): Db {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on(
      "error",
      options.onPoolError ?? ((error) => console.error(`PostgreSQL connection error: ${error.message}`)),
    );
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", close: () => kysely.destroy() };
  }
  if (options.sqliteFile !== ":memory:") mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: "sqlite", close: () => kysely.destroy() };
}

/**
 * SQLite transactions take the write lock when they begin. A transaction that reads first and
 * writes later cannot upgrade its snapshot once another process (`npm run worker`, a second app
 * server) has written to the file meanwhile: SQLite answers "database is locked" at once, whatever
 * the busy timeout. Beginning IMMEDIATE makes the other writer wait its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
