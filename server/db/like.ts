import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "./schema.js";

/** Text with LIKE's own wildcards (and the escape character) escaped, for the `escape '\\'` clause. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` in lower case with LIKE's own wildcards escaped, so a search for "50%" finds "50%". */
export function likeTerm(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** The pattern with its escape clause, the same on SQLite and PostgreSQL: `lower(x) LIKE <this>`. */
export function likeSql(term: string): RawBuilder<string> {
  return sql<string>`${likeTerm(term)} escape '\\'`;
}

/** lower(column) LIKE '%term%' on any of the columns. */
export function matchesAny<T extends keyof Database>(columns: readonly string[], term: string) {
  const pattern = likeSql(term);
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> =>
    eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", pattern)));
}
