import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { BUCKET_KEY_LENGTH, type BucketUnit } from "../../../domain/dashboard.js";
import type { OrderStatus } from "../../../domain/orders.js";

export type StatsDb = Kysely<Database>;

/** What one statistics call counts: resolved from the request and the caller's rights. */
export interface StatsFilter {
  /** The stores counted; null means every store (platform admins without a store filter). */
  websiteIds: number[] | null;
  /** Half-open ISO bounds: start <= created_at < end. */
  start: string;
  end: string;
  /** The same range as calendar days, both inclusive ("YYYY-MM-DD"): the rollups' day column. */
  fromDay: string;
  toDay: string;
  status: OrderStatus | null;
  unit: BucketUnit;
  /** Every bucket key of the range, in order ("2026-01" ...). */
  keys: string[];
}

/**
 * The chart bucket of an ISO created_at: substr(created_at, 1, n), the same on SQLite and
 * PostgreSQL. The length is a literal, not a parameter, so PostgreSQL sees the same expression
 * in SELECT and GROUP BY.
 */
export function bucket(column: string, unit: BucketUnit) {
  return sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(BUCKET_KEY_LENGTH[unit])})`;
}

/**
 * The daily order rollup rows the dashboard counts (migration 005: live orders only), in range and
 * scope, optionally of one status. Ranges are whole days, so a day's row is in or out as a whole.
 */
export function countedOrderDays(db: StatsDb, f: StatsFilter) {
  let query = db
    .selectFrom("order_stats_daily")
    .where("order_stats_daily.day", ">=", f.fromDay)
    .where("order_stats_daily.day", "<=", f.toDay);
  if (f.websiteIds !== null) query = query.where("order_stats_daily.website_id", "in", f.websiteIds);
  if (f.status !== null) query = query.where("order_stats_daily.status", "=", f.status);
  return query;
}

/** Units sold per store, day, status and product (product_sales_daily), filtered as above. */
export function countedProductSales(db: StatsDb, f: StatsFilter) {
  let query = db
    .selectFrom("product_sales_daily")
    .where("product_sales_daily.day", ">=", f.fromDay)
    .where("product_sales_daily.day", "<=", f.toDay);
  if (f.websiteIds !== null) query = query.where("product_sales_daily.website_id", "in", f.websiteIds);
  if (f.status !== null) query = query.where("product_sales_daily.status", "=", f.status);
  return query;
}

/** Live products of the stores in scope (not range-limited: callers add the range when they need it). */
export function scopedProducts(db: StatsDb, f: StatsFilter) {
  let query = db.selectFrom("products").where("products.deleted_at", "is", null);
  if (f.websiteIds !== null) query = query.where("products.website_id", "in", f.websiteIds);
  return query;
}

/** One value per bucket key, 0 where SQL returned no row for it. */
export function fill<R extends { bucket: string }>(
  keys: readonly string[],
  rows: readonly R[],
  pick: (row: R) => unknown,
) {
  const byKey = new Map(rows.map((row) => [row.bucket, Number(pick(row) ?? 0)]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

export const num = (value: unknown): number => Number(value ?? 0);
