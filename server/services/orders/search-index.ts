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
import { likeSql } from "../../db/like.js";
import type { OrderFilter } from "../../../domain/contracts/orders.js";

type Q = Kysely<Database>;

/** The shortest term the trigram index (migration 035) can match; shorter ones compare every row. */
const INDEXED_TERM = 3;

/** Below this many index matches reading each match's row beats walking the scope's date index. */
const FEW_MATCHES = 400;

/** The search term as the list compares it: trimmed, lower-cased, or undefined without one. */
export function searchTerm(filter: OrderFilter): string | undefined {
  return filter.q?.trim().toLowerCase() || undefined;
}

/**
 * The FTS5 query of order_words (migration 035, SQLite) for the orders of `scope` (every store
 * when null), live or deleted, whose buyer name or e-mail holds `term`; null when the term is
 * too short for trigrams or the database is PostgreSQL, whose GIN indexes serve the LIKE itself.
 */
export function orderWordsMatch(
  db: Q,
  scope: number[] | null,
  term: string,
  archived: boolean,
): string | null {
  if (!onSqlite(db) || [...term].length < INDEXED_TERM) return null;
  const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const stores = scope === null ? [] : [`scope : (${scope.map((id) => phrase(`|${id}|`)).join(" OR ")})`];
  const parts = [`{buyer_name buyer_email} : ${phrase(term)}`, ...stores];
  return archived
    ? [...parts, `scope : ${phrase("del|")}`].join(" AND ")
    : `${parts.join(" AND ")} NOT scope : ${phrase("del|")}`;
}

/**
 * The orders the index matches: their ids when fewer than FEW_MATCHES (one pass, which the page
 * then reads by id), else only their number.
 */
export async function indexMatches(db: Q, match: string): Promise<{ ids: number[] | null; matches: number }> {
  const { rows } = await sql<{ id: number }>`select rowid as id from order_words
    where order_words match ${match} limit ${FEW_MATCHES}`.execute(db);
  if (rows.length < FEW_MATCHES) return { ids: rows.map((r) => Number(r.id)), matches: rows.length };
  const counted = await sql<{ n: number }>`select count(*) as n from order_words
    where order_words match ${match}`.execute(db);
  return { ids: null, matches: Number(counted.rows[0]?.n ?? 0) };
}

/**
 * The term's rows through the index: the ids already read, or the index queried in place, where
 * "+id" keeps SQLite's planner off the rowid lookups, so it walks the scope's date index in the
 * page's order and stops after a page.
 */
export function matchedIds(match: string, ids: number[] | null): RawBuilder<boolean> {
  if (ids === null)
    return sql<boolean>`+${sql.ref("orders.id")} in (select rowid from order_words where order_words match ${match})`;
  if (ids.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref("orders.id")} in (${sql.join(ids)})`;
}

/**
 * Orders of `stores` (every store when null), live or (with `deleted`) deleted ones, whose buyer
 * name or e-mail holds `term` (a substring, case-insensitive), exactly as lower(col) LIKE
 * '%term%' answers it: through order_words on SQLite for 3+ characters, else (and on PostgreSQL,
 * whose pg_trgm indexes serve it) the LIKE itself. The query still states its own store and
 * deletion conditions: the index only narrows the rows it reads.
 *
 * Without `learnt`, each match is read by its id (a lookup per match: a count or a short page of
 * every match). The order list passes what it already learnt from the index (`IndexedSearch`): the
 * few matches' ids, or none, and then the index is queried in place so that its page walks the
 * date index (see matchedIds), or `rowByRow` for a window of rows compared with the term itself.
 */
export function ordersMatching<T extends keyof Database>(
  db: Q,
  stores: number[] | null,
  term: string,
  deleted: boolean,
  learnt?: Pick<IndexedSearch, "ids" | "rowByRow">,
): (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool> {
  const lowered = term.toLowerCase();
  const match = learnt?.rowByRow ? null : orderWordsMatch(db, stores, lowered, deleted);
  if (match === null) {
    const like = likeSql(lowered);
    return (eb) =>
      eb.or([
        eb(sql`lower(orders.buyer_name)`, "like", like),
        eb(sql`lower(orders.buyer_email)`, "like", like),
      ]);
  }
  if (learnt !== undefined) {
    const known = matchedIds(match, learnt.ids);
    return () => known;
  }
  return (eb) =>
    eb(sql.ref("orders.id"), "in", sql`(select rowid from order_words where order_words match ${match})`);
}

/** What the list learnt from the index before building its queries. */
export interface IndexedSearch {
  /** The stores the index is asked for: null when the scope holds every store (cheaper to match). */
  scope: number[] | null;
  /** The matches' ids when the index found only a few (see indexMatches). */
  ids: number[] | null;
  /**
   * Each row is compared with the term itself instead of looking it up among the index's matches
   * (which collects every match first): for a page read from a bounded window of rows.
   */
  rowByRow?: boolean;
}

/**
 * The scope as the index is asked for it: a list of every store is matched as "all stores", as
 * each store named costs the index a pass over that store's entries; the query's own store
 * condition still applies.
 */
export async function indexScope(db: Q, scope: number[] | null): Promise<number[] | null> {
  if (scope === null || scope.length < 2) return scope;
  const other = await db
    .selectFrom("websites")
    .select("id")
    .where("id", "not in", scope)
    .limit(1)
    .executeTakeFirst();
  return other === undefined ? null : scope;
}
