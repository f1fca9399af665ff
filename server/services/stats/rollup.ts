import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema.js";
import { inTransaction } from "../../db/transaction.js";
import { takeTurns, TURN } from "../../db/turns.js";

/**
 * The dashboard's daily rollups (order_stats_daily, product_sales_daily; migration 005), kept
 * exact by recomputing whole (store, day) rows from the orders, inside the transaction that wrote
 * them. Recomputing instead of adding deltas means no write path can drift them: whatever an order
 * write did (status change, soft delete, new lines), the affected days are simply counted again.
 *
 * Every code path that inserts, updates or deletes orders or order_items calls one of these in
 * its transaction: `refreshOrderStats` with the orders it touched (before and after, if an order
 * moved store or day), or `rebuildOrderStats` after a bulk load.
 */

type StatsDb = Kysely<Database>;

/** A store and a calendar day ("YYYY-MM-DD", UTC): one unit of recomputation. */
export interface StatsDay {
  websiteId: number;
  day: string;
}

/** Any order-shaped row: its store and its creation timestamp decide the rollup rows it lands in. */
export interface OrderRef {
  website_id: number | string;
  created_at: string;
}

/** "2026-06-15" -> "2026-06-16", in UTC like the timestamps. */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The (store, day) pairs a set of orders falls into, each once, in a fixed order. */
export function statsDaysOf(orders: readonly OrderRef[]): StatsDay[] {
  const seen = new Map<string, StatsDay>();
  for (const o of orders) {
    const day = String(o.created_at).slice(0, 10);
    const websiteId = Number(o.website_id);
    seen.set(`${websiteId}|${day}`, { websiteId, day });
  }
  return [...seen.values()].sort((a, b) => a.websiteId - b.websiteId || a.day.localeCompare(b.day));
}

/**
 * On PostgreSQL two transactions could otherwise delete and re-insert the same rollup rows at
 * once (the second's INSERT then collides with the first's). A per-store transaction lock makes
 * them take turns; the second then counts with a fresh snapshot that includes the first's orders.
 */
function lockStores(db: StatsDb, websiteIds: readonly number[]): Promise<void> {
  return takeTurns(db, TURN.storeStats, websiteIds);
}

/** Rollup rows from the live orders matching `where` (a condition on the `orders` table). */
async function insertFrom(db: StatsDb, where: RawBuilder<unknown>): Promise<void> {
  await sql`
    INSERT INTO order_stats_daily
      (website_id, day, status, orders, price, platform_fee, profit, items, units)
    SELECT o.website_id, substr(o.created_at, 1, 10), o.status, COUNT(*),
      SUM(o.price), SUM(o.platform_fee), SUM(o.profit), SUM(o.items), SUM(o.units)
    FROM (
      SELECT orders.website_id, orders.created_at, orders.status, orders.price,
        orders.platform_fee, orders.profit,
        (SELECT COUNT(*) FROM order_items i WHERE i.order_id = orders.id) AS items,
        (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = orders.id) AS units
      FROM orders WHERE orders.deleted_at IS NULL AND ${where}
    ) o
    GROUP BY o.website_id, substr(o.created_at, 1, 10), o.status`.execute(db);
  await sql`
    INSERT INTO product_sales_daily (website_id, day, status, product_id, quantity)
    SELECT orders.website_id, substr(orders.created_at, 1, 10), orders.status, i.product_id,
      SUM(i.quantity)
    FROM orders JOIN order_items i ON i.order_id = orders.id
    WHERE orders.deleted_at IS NULL AND i.product_id IS NOT NULL AND ${where}
    GROUP BY orders.website_id, substr(orders.created_at, 1, 10), orders.status, i.product_id`.execute(db);
}

/**
 * Recomputes the rollup rows of the given (store, day) pairs from the orders as they are now in
 * this transaction. Call it inside the order write's transaction (given a plain connection it
 * opens its own, which is only right when the order write has already committed).
 */
export async function refreshStatsDays(db: StatsDb, days: readonly StatsDay[]): Promise<void> {
  if (days.length === 0) return;
  await inTransaction(db, async (trx) => {
    await lockStores(
      trx,
      days.map((d) => d.websiteId),
    );
    for (const { websiteId, day } of days) {
      await trx
        .deleteFrom("order_stats_daily")
        .where("website_id", "=", websiteId)
        .where("day", "=", day)
        .execute();
      await trx
        .deleteFrom("product_sales_daily")
        .where("website_id", "=", websiteId)
        .where("day", "=", day)
        .execute();
      // Bounds on the plain day text: every stored timestamp starts with its "YYYY-MM-DD".
      await insertFrom(
        trx,
        sql`orders.website_id = ${websiteId} AND orders.created_at >= ${day} AND orders.created_at < ${nextDay(day)}`,
      );
    }
  });
}

/** `refreshStatsDays` for the days the given orders fall into (pass old and new rows if one moved). */
export async function refreshOrderStats(db: StatsDb, orders: readonly OrderRef[]): Promise<void> {
  await refreshStatsDays(db, statsDaysOf(orders));
}

/** `refreshOrderStats` for orders known by id (read here, in the caller's transaction). */
export async function refreshOrderStatsByIds(db: StatsDb, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await db
    .selectFrom("orders")
    .select(["website_id", "created_at"])
    .where("id", "in", [...orderIds])
    .execute();
  await refreshOrderStats(db, rows);
}

/**
 * Rebuilds every rollup row of the given stores (all stores with `null`) in one aggregation:
 * for bulk loads such as the demo seed, where per-day refreshes would repeat work.
 */
export async function rebuildOrderStats(db: StatsDb, websiteIds: readonly number[] | null): Promise<void> {
  if (websiteIds !== null && websiteIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    if (websiteIds === null) {
      await trx.deleteFrom("order_stats_daily").execute();
      await trx.deleteFrom("product_sales_daily").execute();
      await insertFrom(trx, sql`1 = 1`);
      return;
    }
    await lockStores(trx, websiteIds);
    const ids = [...websiteIds];
    await trx.deleteFrom("order_stats_daily").where("website_id", "in", ids).execute();
    await trx.deleteFrom("product_sales_daily").where("website_id", "in", ids).execute();
    await insertFrom(trx, sql`orders.website_id IN (${sql.join(ids)})`);
  });
}
