import { sql, type Kysely } from "kysely";
import { badRequest } from "../../errors.js";
import type { BreadModel, FilterKind, LooseDb, LooseQuery, Row } from "./model.js";
import type { ListParams } from "./params.js";
import { likeSql } from "../../db/like.js";

export function col(model: BreadModel, name: string) {
  return sql.ref(`${model.table}.${name}`);
}

/**
 * The model's read query: its columns, its joins (unless `bare`: a count needs none, as they never
 * change which rows match), its own rows' condition and (unless `deleted`) the soft-delete rule,
 * without scoping.
 */
export function baseQuery(
  db: Kysely<LooseDb>,
  model: BreadModel,
  opts: { deleted?: boolean; bare?: boolean } = {},
): LooseQuery {
  let query = db.selectFrom(model.table).select(model.columns.map((c) => `${model.table}.${c}`));
  if (model.extend && !opts.bare) query = model.extend(query, db);
  if (model.alwaysWhere) query = model.alwaysWhere(query);
  if (model.softDelete && !opts.deleted) query = query.where(col(model, model.softDelete), "is", null);
  return query;
}

function convert(kind: FilterKind | "id", key: string, value: unknown): string | number {
  const fail = () => badRequest(`The ${key} filter value is invalid.`);
  switch (kind) {
    case "int":
    case "id": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isInteger(n)) throw fail();
      return n;
    }
    case "flag":
      if (value === true || value === 1 || value === "1" || value === "true") return 1;
      if (value === false || value === 0 || value === "0" || value === "false") return 0;
      throw fail();
    case "text":
      if (typeof value !== "string" && typeof value !== "number") throw fail();
      return String(value);
    case "date":
      if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw fail();
      return new Date(value).toISOString();
  }
}

/** Applies the filter object; every key was already checked against the model's whitelist. */
export function applyFilters(
  model: BreadModel,
  query: LooseQuery,
  filter: Record<string, unknown>,
): LooseQuery {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "q") {
      const term = likeSql(String(value).trim());
      query = query.where((eb) =>
        eb.or(model.search.map((c) => eb(sql`lower(${col(model, c)})`, "like", term))),
      );
      continue;
    }
    const custom = model.customFilters?.[key];
    if (custom) {
      query = custom(value, query);
      continue;
    }
    const range = /_(gte|lte)$/.exec(key);
    const field = range ? key.slice(0, -4) : key;
    const kind = field === "id" ? "id" : model.filters[field]!;
    if (Array.isArray(value)) {
      if (range) throw badRequest(`The ${key} filter value is invalid.`);
      if (value.length === 0) {
        query = query.where(sql<boolean>`1 = 0`);
        continue;
      }
      query = query.where(
        col(model, field),
        "in",
        value.map((v) => convert(kind, key, v)),
      );
      continue;
    }
    const op = range?.[1] === "gte" ? ">=" : range?.[1] === "lte" ? "<=" : "=";
    query = query.where(col(model, field), op, convert(kind, key, value));
  }
  return query;
}

/** Which rows a list may show: those of some stores (null: every store), or one user's own. */
export type ListScope = { stores: number[] | null } | { userId: number };

/** Restricts to the list's scope. */
export function applyScope(model: BreadModel, query: LooseQuery, scope: ListScope): LooseQuery {
  if ("userId" in scope) return query.where(col(model, "user_id"), "=", scope.userId);
  const websiteIds = scope.stores;
  if (websiteIds === null) return query;
  if (websiteIds.length === 0) return query.where(sql<boolean>`1 = 0`);
  const column = model.scope === "self" ? "id" : "website_id";
  return query.where(col(model, column), "in", websiteIds);
}

/** The list's rows in scope, filtered, without paging or order (for the page and its count). */
function scopedQuery(
  db: Kysely<LooseDb>,
  model: BreadModel,
  filter: Record<string, unknown>,
  scope: ListScope,
  bare = false,
) {
  return applyFilters(model, applyScope(model, baseQuery(db, model, { bare }), scope), filter);
}

/** One page of the list, in its order (the id breaks ties, so pages never overlap or skip). */
export function listPage(
  db: Kysely<LooseDb>,
  model: BreadModel,
  params: ListParams,
  scope: ListScope,
): Promise<Row[]> {
  const [field, order] = params.sort;
  return scopedQuery(db, model, params.filter, scope)
    .orderBy(col(model, field), order)
    .orderBy(col(model, "id"), order)
    .limit(params.limit)
    .offset(params.offset)
    .execute();
}

/**
 * The list's total from the model's kept counts (a few rows per store instead of one per record),
 * or null when the scope or a filter needs the records themselves. Values are converted as
 * applyFilters converts them, so a bad value is refused the same way on either path.
 */
export function keptCountQuery(
  db: Kysely<LooseDb>,
  model: BreadModel,
  filter: Record<string, unknown>,
  scope: ListScope,
): LooseQuery | null {
  const kept = model.keptCounts;
  if (!kept || model.scope !== "store" || model.alwaysWhere || "userId" in scope) return null;
  const ref = (column: string) => sql.ref(`${kept.table}.${column}`);
  let query = db.selectFrom(kept.table).select(sql<number>`coalesce(sum(${ref(kept.count)}), 0)`.as("total"));
  if (scope.stores !== null) {
    if (scope.stores.length === 0) return null;
    query = query.where(ref("website_id"), "in", scope.stores);
  }
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === "") continue;
    const kind = key === "website_id" || kept.columns.includes(key) ? model.filters[key] : undefined;
    if (kind === undefined || (Array.isArray(value) && value.length === 0)) return null;
    query = Array.isArray(value)
      ? query.where(
          ref(key),
          "in",
          value.map((v) => convert(kind, key, v)),
        )
      : query.where(ref(key), "=", convert(kind, key, value));
  }
  return query;
}

export async function listRows(
  db: Kysely<LooseDb>,
  model: BreadModel,
  params: ListParams,
  scope: ListScope,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    listPage(db, model, params, scope),
    // Counted without the model's joins: on a big table each joined row costs more than the count.
    (
      keptCountQuery(db, model, params.filter, scope) ??
      scopedQuery(db, model, params.filter, scope, true)
        .clearSelect()
        .select((eb) => eb.fn.countAll().as("total"))
    ).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
