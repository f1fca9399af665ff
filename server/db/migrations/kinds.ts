import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * The column kinds that differ between SQLite and PostgreSQL, for every migration: serial ids,
 * floating point, JSON, and the clock (ISO-8601 UTC text, the shape the application writes).
 */
export function dialectKinds(db: Kysely<unknown>, dialect: Dialect) {
  const pg = dialect === "postgres";
  return {
    pg,
    json: pg ? "jsonb" : "text",
    real: pg ? "double precision" : "real",
    now: pg
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    /** A new table with an auto-increment integer id. */
    table: (name: string) =>
      db.schema
        .createTable(name)
        .addColumn("id", pg ? "serial" : "integer", (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        ),
  } as const;
}
