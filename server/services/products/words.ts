import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import type { Database } from "../../db/schema.js";
import { onSqlite } from "../../db/engine.js";
import { matchesAny } from "../../db/like.js";

/**
 * The term's words: what the word index (migration 014) matches as prefixes of a name's or slug's
 * words. Every place that searches products by a typed term uses them, so one term finds the
 * same products in the product list, the product search box and the support search.
 */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** One store's live ("s12") or deleted ("d12") products, as the SQLite index's scope column names them. */
export const storeScope = (websiteId: number, deleted: boolean): string =>
  `${deleted ? "d" : "s"}${websiteId}`;

/** The SQLite index's match: the scope when given, and every word as a prefix of a name or slug word. */
export function wordsMatch(words: readonly string[], scope: string | null): string {
  return [...(scope === null ? [] : [`scope:${scope}`]), ...words.map((w) => `{name slug}:"${w}"*`)].join(
    " AND ",
  );
}

/** The ids of the SQLite index's matches, as a subquery. */
export const matchedIds = (match: string): RawBuilder<unknown> =>
  sql`(select rowid from product_words where product_words match ${match})`;

/** PostgreSQL's condition: the GIN index over the 'simple' text search vector of name and slug. */
export function wordsVectorMatch(words: readonly string[]): RawBuilder<SqlBool> {
  const tsquery = words.map((w) => `'${w}':*`).join(" & ");
  return sql<SqlBool>`to_tsvector('simple', ${sql.ref("products.name")} || ' ' || ${sql.ref("products.slug")}) @@ to_tsquery('simple', ${tsquery})`;
}

/**
 * The condition "every word of the term starts a word of the product's name or slug", over
 * `products` in a query of any stores (the caller names the stores and keeps deleted products
 * out): SQLite reads the word index, PostgreSQL its GIN index. A term without letters or digits
 * ("%") is matched as a substring of the name.
 */
export function productTermMatch<T extends keyof Database>(
  k: Kysely<Database>,
  term: string,
): (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool> {
  const words = termWords(term);
  if (words.length === 0) return matchesAny<T>(["products.name"], term);
  const condition = onSqlite(k)
    ? sql<SqlBool>`${sql.ref("products.id")} in ${matchedIds(wordsMatch(words, null))}`
    : wordsVectorMatch(words);
  return () => condition;
}
