import { sql } from "kysely";
import { DASHBOARD_LIMITS, OTHERS_LABEL } from "../../../domain/dashboard.js";
import {
  bucket,
  countedOrderDays,
  countedProductSales,
  fill,
  num,
  type StatsDb,
  type StatsFilter,
} from "./filter.js";

/** What the caller may see of the money: fee split for platform admins, income and earnings for store admins. */
export interface MoneyRights {
  fees: boolean;
  money: boolean;
}

/**
 * Orders statistics card, the monthly orders chart and units sold per bucket: one grouped read of
 * the daily rollup (a store's year is at most 365 x 3 rows, however many orders it had).
 */
export async function ordersCard(db: StatsDb, f: StatsFilter, rights: MoneyRights) {
  const b = bucket("order_stats_daily.day", f.unit);
  const rows = await countedOrderDays(db, f)
    .select((eb) => [
      b.as("bucket"),
      eb.fn.sum<number>("order_stats_daily.orders").as("orders"),
      eb.fn.sum<number>("order_stats_daily.price").as("price"),
      eb.fn.sum<number>("order_stats_daily.platform_fee").as("fee"),
      eb.fn.sum<number>("order_stats_daily.profit").as("profit"),
      eb.fn.sum<number>("order_stats_daily.units").as("units"),
    ])
    .groupBy(b)
    .execute();
  const counts = fill(f.keys, rows, (r) => r.orders);
  const units = fill(f.keys, rows, (r) => r.units);
  const sales = fill(f.keys, rows, (r) => r.price);
  const ssmFees = fill(f.keys, rows, (r) => r.fee);
  const ownerFees = fill(f.keys, rows, (r) => r.profit);
  // Totals add up the (at most a few dozen) bucket sums SQL returned, not order rows.
  const total = (values: number[]) => values.reduce((a, v) => a + v, 0);
  return {
    total: total(counts),
    ssmFees: rights.fees ? total(ssmFees) : null,
    storeOwnerFees: rights.fees ? total(ownerFees) : null,
    income: rights.money ? total(sales) : null,
    earnings: rights.money ? total(ownerFees) : null,
    ordersByDate: {
      months: f.keys,
      counts,
      ssmFees: rights.fees ? ssmFees : null,
      storeOwnerFees: rights.fees ? ownerFees : null,
      sales: rights.money ? sales : null,
    },
    totalSales: { total: total(units), labels: f.keys, data: units },
  };
}

/** Units sold per store (most selling stores, top 4 and Others) and per product (bestsellers). */
export async function salesCards(db: StatsDb, f: StatsFilter) {
  const [topStores, topProducts] = await Promise.all([
    countedOrderDays(db, f)
      .innerJoin("websites", "websites.id", "order_stats_daily.website_id")
      .select((eb) => [
        "order_stats_daily.website_id as id",
        "websites.name as name",
        eb.fn.sum<number>("order_stats_daily.units").as("quantity"),
        // Every store's units, before LIMIT: "Others" is this minus the top four.
        sql<number>`sum(sum(${sql.ref("order_stats_daily.units")})) over ()`.as("all_units"),
      ])
      .groupBy(["order_stats_daily.website_id", "websites.name"])
      // A store is listed once it sold any order line, as when this was a join over the lines.
      .having((eb) => eb.fn.sum("order_stats_daily.items"), ">", 0)
      .orderBy("quantity", "desc")
      .orderBy("order_stats_daily.website_id")
      .limit(DASHBOARD_LIMITS.mostSellingStores)
      .execute(),
    // A product belongs to one store, so grouping by store too changes nothing but lets the
    // (website_id, product_id, ...) index hand the rows over already grouped.
    countedProductSales(db, f)
      .select((eb) => [
        "product_sales_daily.product_id as id",
        eb.fn.sum<number>("product_sales_daily.quantity").as("quantity"),
      ])
      .groupBy(["product_sales_daily.website_id", "product_sales_daily.product_id"])
      .orderBy("quantity", "desc")
      .orderBy("product_sales_daily.product_id")
      .limit(DASHBOARD_LIMITS.bestsellers)
      .execute(),
  ]);

  const total = num(topStores[0]?.all_units);
  const stores = topStores.map((s) => ({
    id: s.id as number | null,
    name: s.name,
    quantity: num(s.quantity),
  }));
  const others = total - stores.reduce((a, s) => a + s.quantity, 0);
  if (others > 0) stores.push({ id: null, name: OTHERS_LABEL, quantity: others });

  // Names are the products' current ones, in full: the SPA's card cuts them (20 characters).
  const ids = topProducts.map((p) => Number(p.id));
  const current =
    ids.length === 0
      ? []
      : await db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).execute();
  const names = new Map(current.map((p) => [p.id, p.name]));
  const bestsellers = topProducts.map((p) => {
    const id = Number(p.id);
    return { id, name: names.get(id) ?? "", quantity: num(p.quantity), link: `/products/edit/${id}` };
  });

  return { mostSellingStore: stores, bestsellers };
}
