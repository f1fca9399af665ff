import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { z } from "zod";

import { ORDER_STATUSES } from "../../../domain/orders.js";
import { canSeeMoney } from "../../../domain/permissions.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { currentUser, memberships } from "../../auth/guard.js";
import type { StoresRule } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { likeSql } from "../../db/like.js";
import { recordId } from "../../http/params.js";
import { onSqlite } from "../../db/engine.js";

type Q = Kysely<Database>;

export const ORDER_SORTS = [
  "id",
  "created_at",
  "price",
  "profit",
  "platform_fee",
  "status",
  "buyer_name",
  "website_name",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * The order lists' filter (ra-data-simple-rest `filter`): one store, or with `all` every store the
 * caller may browse orders of (/company-orders, /all/orders); status, a created_at range, a buyer
 * search, and `archived` for deleted (canceled and archived) orders. `id` picks orders by id among
 * those (react-admin's getMany, and the export of the rows picked in a list).
 */
export const orderFilterSchema = z
  .object({
    id: z.array(recordId).max(1000).optional(),
    website_id: recordId.optional(),
    all: z.boolean().optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    created_at_gte: z.string().optional(),
    created_at_lte: z.string().optional(),
    q: z.string().max(200).optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export interface OrderListParams {
  filter: OrderFilter;
  sort: [OrderSort, "asc" | "desc"];
  offset: number;
  limit: number;
}

function json(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter must be JSON.`);
  }
}

/**
 * A list's JSON-encoded `filter` query parameter (ra-data-simple-rest), parsed and checked with the
 * rest of the query, before the access gate reads the store it names: malformed JSON or an unknown
 * key is a 400, as is a date a range bound cannot be read from (`dates`).
 */
export function filterParam<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  description: string,
  dates: readonly string[] = [],
) {
  return z
    .string()
    .max(2000)
    .describe(description)
    .optional()
    .transform((raw, ctx): z.output<T> => {
      let value: unknown = {};
      if (raw !== undefined && raw !== "") {
        try {
          value = JSON.parse(raw);
        } catch {
          ctx.addIssue({ code: "custom", message: "The filter parameter must be JSON." });
          return z.NEVER;
        }
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: "The filter parameter is invalid." });
        return z.NEVER;
      }
      const filter: Record<string, unknown> = { ...parsed.data };
      for (const key of dates) {
        const date = filter[key];
        if (typeof date !== "string" || date === "") {
          delete filter[key];
          continue;
        }
        if (Number.isNaN(Date.parse(date))) {
          ctx.addIssue({ code: "custom", message: `The ${key} filter value is invalid.` });
          return z.NEVER;
        }
        filter[key] = new Date(date).toISOString();
      }
      return filter as z.output<T>;
    });
}

/** The order lists' `filter` query parameter. */
export const orderFilterParam = filterParam(
  orderFilterSchema,
  "JSON {website_id?, all?, status?, created_at_gte?, created_at_lte?, q?, archived?}",
  ["created_at_gte", "created_at_lte"],
);

/**
 * Who reads an order list: browse_orders in the store the filter names, else in the active store,
 * else (or with the filter's `all`) every store where the caller holds it (every store for a
 * platform admin). A store out of reach answers 404, one without browse_orders 403.
 */
export const ORDER_LISTS = {
  right: "browse_orders",
  stores: ["query.filter.website_id", "active"],
  all: "query.filter.all",
} as const satisfies StoresRule;

export function parseOrderParams(query: {
  sort?: string;
  range?: string;
  filter?: OrderFilter;
}): OrderListParams {
  const sort = z
    .tuple([z.enum(ORDER_SORTS), z.enum(["ASC", "DESC", "asc", "desc"])])
    .safeParse(json("sort", query.sort) ?? ["created_at", "DESC"]);
  if (!sort.success) throw badRequest("The sort parameter is invalid.");
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([a, b]) => b >= a)
    .safeParse(json("range", query.range) ?? [0, 24]);
  if (!range.success) throw badRequest("The range parameter is invalid.");
  const [start, end] = range.data;
  return {
    filter: query.filter ?? {},
    sort: [sort.data[0], sort.data[1].toLowerCase() as "asc" | "desc"],
    offset: start,
    limit: Math.min(end - start + 1, 1000),
  };
}

/**
 * The stores among `scope` whose money (order profit) the caller may see; null means all of them
 * (platform admins). The same rule as the dashboard's income: canSeeMoney in the order's store.
 */
export async function moneyScope(ctx: AppContext, request: FastifyRequest): Promise<Set<number> | null> {
  if (isPlatformAdmin(currentUser(request))) return null;
  const mine = await memberships(ctx.db, request);
  return new Set([...mine].filter(([, access]) => canSeeMoney(access)).map(([id]) => id));
}

/** Sorting by a money column would rank orders by what the caller may not see. */
export const MONEY_SORTS: readonly OrderSort[] = ["profit", "platform_fee"];

/** The shortest term the trigram index (migration 035) can match; shorter ones compare every row. */
const INDEXED_TERM = 3;

/** Below this many index matches reading each match's row beats walking the scope's date index. */
const FEW_MATCHES = 400;

/** The search term as the list compares it: trimmed, lower-cased, or undefined without one. */
function searchTerm(filter: OrderFilter): string | undefined {
  return filter.q?.trim().toLowerCase() || undefined;
}

/**
 * The FTS5 query of order_words (migration 035, SQLite) for the orders of `scope` (every store
 * when null), live or deleted, whose buyer name or e-mail holds `term`; null when the term is
 * too short for trigrams or the database is PostgreSQL, whose GIN indexes serve the LIKE itself.
 */
function orderWordsMatch(db: Q, scope: number[] | null, term: string, archived: boolean): string | null {
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
async function indexMatches(db: Q, match: string): Promise<{ ids: number[] | null; matches: number }> {
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
function matchedIds(match: string, ids: number[] | null): RawBuilder<boolean> {
  if (ids === null)
    return sql<boolean>`+${sql.ref("orders.id")} in (select rowid from order_words where order_words match ${match})`;
  if (ids.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref("orders.id")} in (${sql.join(ids)})`;
}

/** What the list learnt from the index before building its queries. */
export interface IndexedSearch {
  /** The stores the index is asked for: null when the scope holds every store (cheaper to match). */
  scope: number[] | null;
  /** The matches' ids when the index found only a few (see indexMatches). */
  ids: number[] | null;
}

/**
 * The scope as the index is asked for it: a list of every store is matched as "all stores", as
 * each store named costs the index a pass over that store's entries; the query's own store
 * condition still applies.
 */
async function indexScope(db: Q, scope: number[] | null): Promise<number[] | null> {
  if (scope === null || scope.length < 2) return scope;
  const other = await db
    .selectFrom("websites")
    .select("id")
    .where("id", "not in", scope)
    .limit(1)
    .executeTakeFirst();
  return other === undefined ? null : scope;
}

/** The filtered orders, without columns: shared by the page, its count and the CSV export. */
export function filteredOrders(
  db: Q,
  scope: number[] | null,
  filter: OrderFilter,
  search: IndexedSearch = { scope, ids: null },
): SelectQueryBuilder<Database, "orders", object> {
  let q = db.selectFrom("orders") as SelectQueryBuilder<Database, "orders", object>;
  q = filter.archived
    ? q.where("orders.deleted_at", "is not", null)
    : q.where("orders.deleted_at", "is", null);
  if (scope !== null) {
    if (scope.length === 0) return q.where(sql<boolean>`1 = 0`);
    q =
      scope.length === 1
        ? q.where("orders.website_id", "=", scope[0]!)
        : q.where("orders.website_id", "in", scope);
  }
  if (filter.id)
    q = filter.id.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where("orders.id", "in", filter.id);
  if (filter.status) q = q.where("orders.status", "=", filter.status);
  if (filter.created_at_gte) q = q.where("orders.created_at", ">=", filter.created_at_gte);
  if (filter.created_at_lte) q = q.where("orders.created_at", "<=", filter.created_at_lte);
  const term = searchTerm(filter);
  if (term) {
    const like = likeSql(term);
    const asId = /^#?\d+$/.test(term) ? Number(term.replace("#", "")) : null;
    const match = orderWordsMatch(db, search.scope, term, filter.archived === true);
    q = q.where((eb) =>
      eb.or([
        ...(match !== null
          ? [matchedIds(match, search.ids)]
          : [
              eb(sql`lower(orders.buyer_name)`, "like", like),
              eb(sql`lower(orders.buyer_email)`, "like", like),
            ]),
        ...(asId !== null ? [eb("orders.id", "=", asId)] : []),
      ]),
    );
  }
  return q;
}

export const LIST_COLUMNS = [
  "orders.id",
  "orders.website_id",
  "orders.buyer_name",
  "orders.buyer_email",
  "orders.status",
  "orders.subtotal",
  "orders.discount",
  "orders.price",
  "orders.platform_fee",
  "orders.profit",
  "orders.supplier_cost",
  "orders.created_at",
  "orders.deleted_at",
] as const;

const DAY_START = "T00:00:00.000Z";
const DAY_END = "T23:59:59.999Z";

function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function plainCount(
  db: Q,
  scope: number[] | null,
  filter: OrderFilter,
  search?: IndexedSearch,
): Promise<number> {
  const row = await filteredOrders(db, scope, filter, search)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The list's total. Counting a big store's 200,000 orders of a status reads 200,000 index entries
 * (~25 ms on SQLite, and every page of the list asks): whole days are summed from the daily
 * rollup instead (order_stats_daily counts live orders per store, day and status, kept exact in
 * every order write's transaction), and only the partial days at the range's ends are counted
 * from the orders. A buyer search or the archive is counted from the orders themselves.
 */
export async function countOrders(
  db: Q,
  scope: number[] | null,
  filter: OrderFilter,
  search?: IndexedSearch,
): Promise<number> {
  if (filter.q?.trim() || filter.archived || filter.id) return plainCount(db, scope, filter, search);
  if (scope !== null && scope.length === 0) return 0;
  const gte = filter.created_at_gte;
  const lte = filter.created_at_lte;
  const firstWhole = gte
    ? gte.endsWith(DAY_START)
      ? gte.slice(0, 10)
      : shiftDay(gte.slice(0, 10), 1)
    : null;
  const lastWhole = lte ? (lte.endsWith(DAY_END) ? lte.slice(0, 10) : shiftDay(lte.slice(0, 10), -1)) : null;
  if (firstWhole !== null && lastWhole !== null && firstWhole > lastWhole)
    return plainCount(db, scope, filter);

  let rollup = db.selectFrom("order_stats_daily").select((eb) => eb.fn.sum<number>("orders").as("n"));
  if (scope !== null) rollup = rollup.where("website_id", "in", scope);
  if (filter.status) rollup = rollup.where("status", "=", filter.status);
  if (firstWhole !== null) rollup = rollup.where("day", ">=", firstWhole);
  if (lastWhole !== null) rollup = rollup.where("day", "<=", lastWhole);
  const parts: Promise<number>[] = [rollup.executeTakeFirst().then((r) => Number(r?.n ?? 0))];
  if (gte && firstWhole !== null && !gte.endsWith(DAY_START))
    parts.push(countBetween(db, scope, filter, gte, `${firstWhole}${DAY_START}`));
  if (lte && lastWhole !== null && !lte.endsWith(DAY_END))
    parts.push(countBetween(db, scope, filter, `${shiftDay(lastWhole, 1)}${DAY_START}`, lte, true));
  return (await Promise.all(parts)).reduce((a, b) => a + b, 0);
}

/** Orders from `from` (inclusive) to `to` (exclusive, or inclusive with `toInclusive`). */
async function countBetween(
  db: Q,
  scope: number[] | null,
  filter: OrderFilter,
  from: string,
  to: string,
  toInclusive = false,
): Promise<number> {
  const row = await filteredOrders(db, scope, { ...filter, created_at_gte: from, created_at_lte: undefined })
    .where("orders.created_at", toInclusive ? "<=" : "<", to)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function listOrders(
  db: Q,
  scope: number[] | null,
  params: OrderListParams,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const { filter } = params;
  const term = searchTerm(filter);
  const searched = term && !(scope !== null && scope.length === 0) ? await indexScope(db, scope) : scope;
  const match = term ? orderWordsMatch(db, searched, term, filter.archived === true) : null;
  const found = match !== null ? await indexMatches(db, match) : null;
  const matches = found?.matches ?? null;
  const search = { scope: searched, ids: found?.ids ?? null };
  // The index's count is the total when the term is the only filter and cannot name an order number.
  const termOnly =
    matches !== null &&
    !/^#?\d+$/.test(term ?? "") &&
    !filter.id &&
    !filter.status &&
    !filter.created_at_gte &&
    !filter.created_at_lte;
  if (matches === 0 && termOnly) return { rows: [], total: 0 };
  const base = filteredOrders(db, scope, filter, search);
  const [field, direction] = params.sort;
  const [rows, total] = await Promise.all([
    base
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select([...LIST_COLUMNS, "websites.name as website_name"])
      // The store column sorts by the store's name through the join the page reads it from.
      .orderBy(field === "website_name" ? "websites.name" : `orders.${field}`, direction)
      .orderBy("orders.id", direction)
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
    termOnly && matches !== null ? matches : countOrders(db, scope, filter, search),
  ]);
  return { rows, total };
}

export type OrderListRow = {
  id: number;
  website_id: number;
  website_name: string;
  buyer_name: string;
  buyer_email: string;
  status: string;
  subtotal: number;
  discount: number;
  price: number;
  platform_fee: number;
  profit: number;
  supplier_cost: number;
  created_at: string;
  deleted_at: string | null;
};
