import { sql, type Kysely } from "kysely";
import type { Dialect } from "../types.js";

/**
 * Daily rollups of the orders for the dashboard's statistics call (the bar: a year of a
 * million orders in well under 300 ms). One row per store, day and status; one row per store, day,
 * status and product. Only live (not deleted) orders are counted, exactly as the dashboard counts
 * them. server/services/stats/rollup.ts keeps them exact on every order write; this migration
 * fills them from the orders already there.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  // Sums of integer cents over a busy store-day can outgrow 32 bits on PostgreSQL's integer.
  const money = pg ? "bigint" : "integer";

  await db.schema
    .createTable("order_stats_daily")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("orders", "integer", (c) => c.notNull())
    .addColumn("price", money, (c) => c.notNull())
    .addColumn("platform_fee", money, (c) => c.notNull())
    .addColumn("profit", money, (c) => c.notNull())
    // Order lines and units sold: "most selling stores" lists a store once it has any line.
    .addColumn("items", "integer", (c) => c.notNull())
    .addColumn("units", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stats_daily_pk", ["website_id", "day", "status"])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // Admins' all-stores view reads by day across stores.
  await db.schema
    .createIndex("order_stats_daily_day_idx")
    .on("order_stats_daily")
    .columns(["day", "website_id", "status"])
    .execute();

  await db.schema
    .createTable("product_sales_daily")
    .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    // SQLite: the primary key is the table, so a store's range is one covering b-tree walk.
    .$call((t) =>
      pg
        ? t
        : t
            .addPrimaryKeyConstraint("product_sales_daily_pk", ["website_id", "day", "status", "product_id"])
            .modifyEnd(sql`without rowid`),
    )
    .execute();
  if (pg) {
    // PostgreSQL: the same key, carrying the quantity so the walk is an index-only scan.
    await sql`CREATE UNIQUE INDEX product_sales_daily_pk ON product_sales_daily
      (website_id, day, status, product_id) INCLUDE (quantity)`.execute(db);
  }
  await db.schema
    .createIndex("product_sales_daily_day_idx")
    .on("product_sales_daily")
    .columns(["day", "website_id", "status", "product_id", "quantity"])
    .execute();
  // Bestsellers group a store's range by product: read in (store, product) order, the grouping
  // streams instead of sorting every row of the range (measured at 1M orders: about half the time).
  await db.schema
    .createIndex("product_sales_daily_product_day_idx")
    .on("product_sales_daily")
    .columns(["website_id", "product_id", "day", "status", "quantity"])
    .execute();
  // A hard-deleted product cascades here; that delete looks its rows up by product.
  await db.schema
    .createIndex("product_sales_daily_product_idx")
    .on("product_sales_daily")
    .column("product_id")
    .execute();

  // Backfill. The same aggregation as the service's rebuild, written out here so this migration
  // keeps meaning what it meant when it ran, whatever the service becomes.
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
      FROM orders WHERE orders.deleted_at IS NULL
    ) o
    GROUP BY o.website_id, substr(o.created_at, 1, 10), o.status`.execute(db);
  await sql`
    INSERT INTO product_sales_daily (website_id, day, status, product_id, quantity)
    SELECT o.website_id, substr(o.created_at, 1, 10), o.status, i.product_id, SUM(i.quantity)
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.deleted_at IS NULL AND i.product_id IS NOT NULL
    GROUP BY o.website_id, substr(o.created_at, 1, 10), o.status, i.product_id`.execute(db);
}
