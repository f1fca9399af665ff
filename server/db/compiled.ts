import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema.js";
import type { Db } from "./types.js";

/**
 * A query of one fixed shape whose SQL is built and compiled once per database, then run with each
 * call's values. Building and compiling a Kysely query costs more than SQLite running a small
 * indexed one, and the checks every request makes (its session, its store access) are such
 * queries. `build` must use each value exactly once, as a bound parameter, in the order given, and
 * must not branch on them. That is checked when the SQL is first kept: it is kept only once a call
 * whose values are all different compiles to exactly those parameters in that order (until then
 * each call builds its own query, so the answer is always the built query's).
 */
export function compiledOnce<V extends unknown[], R>(
  build: (k: Kysely<Database>, ...values: V) => Compilable<R>,
): (db: Db, ...values: V) => Promise<R[]> {
  const kept = new WeakMap<Db, string>();
  return async (db, ...values) => {
    const sql = kept.get(db);
    if (sql !== undefined) return (await db.kysely.executeQuery<R>(CompiledQuery.raw(sql, values))).rows;
    const compiled = build(db.kysely, ...values).compile();
    const { parameters } = compiled;
    const distinct = new Set(values).size === values.length;
    if (distinct && parameters.length === values.length && parameters.every((p, i) => p === values[i]))
      kept.set(db, compiled.sql);
    return (await db.kysely.executeQuery(compiled)).rows;
  };
}
