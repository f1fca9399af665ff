import { DASHBOARD_LIMITS, OTHERS_LABEL, cutName } from "../../../domain/dashboard.js";
import { bucket, countedOrders, fill, num, type StatsDb, type StatsFilter } from "./filter.js";

/** What the caller may see of the money: fee split for admins, income and earnings for order readers. */
export interface MoneyRights {
  fees: boolean;
  money: boolean;
}

/** Orders statistics card and the monthly orders chart: one grouped scan of the orders in range. */
export async function ordersCard(db: StatsDb, f: StatsFilter, rights: MoneyRights) {
  const b = bucket("orders.created_at", f.unit);
  const rows = await countedOrders(db, f)
    .select((eb) => [
      b.as("bucket"),
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("orders.price").as("price"),
      eb.fn.sum<number>("orders.platform_fee").as("fee"),
      eb.fn.sum<number>("orders.profit").as("profit"),
    ])
    .groupBy(b)
    .execute();
  const counts = fill(f.keys, rows, (r) => r.orders);
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
  };
}

/** Units sold: per bucket (totalSales), per store (most selling stores) and per product (bestsellers). */
export async function salesCards(db: StatsDb, f: StatsFilter) {
  // Orders drive the join: their range comes from an index, their lines from order_items_sales_idx.
  // SQLite never reorders a CROSS JOIN (left stays outer), and otherwise walked all order lines by
  // product to skip a sort: 6x slower at a million orders. PostgreSQL plans it as an inner join.
  const items = () =>
    countedOrders(db, f).crossJoin("order_items").whereRef("order_items.order_id", "=", "orders.id");
  const b = bucket("orders.created_at", f.unit);
  const [perBucket, topStores, topProducts] = await Promise.all([
    items()
      .select((eb) => [b.as("bucket"), eb.fn.sum<number>("order_items.quantity").as("quantity")])
      .groupBy(b)
      .execute(),
    items()
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select((eb) => [
        "orders.website_id as id",
        "websites.name as name",
        eb.fn.sum<number>("order_items.quantity").as("quantity"),
      ])
      .groupBy(["orders.website_id", "websites.name"])
      .orderBy("quantity", "desc")
      .orderBy("orders.website_id")
      .limit(DASHBOARD_LIMITS.mostSellingStores)
      .execute(),
    items()
      .where("order_items.product_id", "is not", null)
      .select((eb) => [
        "order_items.product_id as id",
        eb.fn.sum<number>("order_items.quantity").as("quantity"),
      ])
      .groupBy("order_items.product_id")
      .orderBy("quantity", "desc")
      .orderBy("order_items.product_id")
      .limit(DASHBOARD_LIMITS.bestsellers)
      .execute(),
  ]);

  const data = fill(f.keys, perBucket, (r) => r.quantity);
  const units = data.reduce((a, v) => a + v, 0);
  const stores = topStores.map((s) => ({
    id: s.id as number | null,
    name: s.name,
    quantity: num(s.quantity),
  }));
  const others = units - stores.reduce((a, s) => a + s.quantity, 0);
  if (others > 0) stores.push({ id: null, name: OTHERS_LABEL, quantity: others });

  // Names come from the products (their current names). A line with a product_id has its product
  // (foreign key), so the sales scan above reads only the covering index, never order_items rows.
  const ids = topProducts.map((p) => Number(p.id));
  const current =
    ids.length === 0
      ? []
      : await db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).execute();
  const names = new Map(current.map((p) => [p.id, p.name]));
  const bestsellers = topProducts.map((p) => {
    const id = Number(p.id);
    return {
      id,
      name: cutName(names.get(id) ?? "", DASHBOARD_LIMITS.bestsellerNameMax),
      quantity: num(p.quantity),
      link: `/products/edit/${id}`,
    };
  });

  return { totalSales: { total: units, labels: f.keys, data }, mostSellingStore: stores, bestsellers };
}
