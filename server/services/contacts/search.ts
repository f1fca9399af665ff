import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { matchesAny } from "../../db/like.js";
import type { Database } from "../../db/schema.js";
import { onSqlite } from "../../db/engine.js";

type Column = "name" | "email" | "city";

/** The shortest term the trigram index (migration 035) can match; shorter ones compare every row. */
const INDEXED_TERM = 3;

/**
 * Contacts of `stores` (every store when null) whose `columns` hold `term` (a substring,
 * case-insensitive), as lower(col) LIKE '%term%' answers it. SQLite asks contact_words, which
 * holds the columns as lower() folds them and matches trigrams case-sensitively (exactly the
 * LIKE's rows for 3+ characters); PostgreSQL's LIKE reads its pg_trgm index itself.
 */
export function contactsMatching<T extends keyof Database>(
  db: Kysely<Database>,
  stores: number[] | null,
  columns: readonly Column[],
  term: string,
) {
  const lowered = term.toLowerCase();
  if (!onSqlite(db) || [...lowered].length < INDEXED_TERM)
    return matchesAny<T>(
      columns.map((c) => `contacts.${c}`),
      term,
    );
  const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const match = [
    `{${columns.join(" ")}} : ${phrase(lowered)}`,
    ...(stores === null ? [] : [`scope : (${stores.map((id) => phrase(`|${id}|`)).join(" OR ")})`]),
  ].join(" AND ");
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> =>
    eb(
      sql.ref("contacts.id"),
      "in",
      sql`(select rowid from contact_words where contact_words match ${match})`,
    );
}
