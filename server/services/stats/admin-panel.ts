import { sql, type ExpressionBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AdminStats } from "../../../domain/contracts/admin-panel.js";

const NEWEST = 10;

const num = (v: unknown) => Number(v ?? 0);

/**
 * The admin panel's platform statistics for a range of UTC days (either end open). Order sums
 * come from the daily rollup (order_stats_daily, kept exact by every order write), so the range
 * costs one index scan whatever the number of orders; canceled orders are counted apart.
 */
export async function adminPanelStats(ctx: AppContext, from?: string, to?: string): Promise<AdminStats> {
  const k = ctx.db.kysely;
  const start = from ? `${from}T00:00:00.000Z` : "0000";
  const end = to ? `${to}T99` : "9999";
  let daily = k.selectFrom("order_stats_daily");
  if (from) daily = daily.where("day", ">=", from);
  if (to) daily = daily.where("day", "<=", to);
  const sums = (eb: ExpressionBuilder<Database, "order_stats_daily">) =>
    [
      eb.fn.sum<number>("orders").as("orders"),
      eb.fn.sum<number>("price").as("price"),
      eb.fn.sum<number>("platform_fee").as("platform_fee"),
      eb.fn.sum<number>("profit").as("profit"),
    ] as const;
  const month = sql<string>`substr(day, 1, 7)`;
  const [byStatus, monthly, payments, openRequests, users, websites, newUsers, newWebsites] =
    await Promise.all([
      daily
        .select((eb) => ["status", ...sums(eb)])
        .groupBy("status")
        .execute(),
      daily
        .where("status", "!=", "canceled")
        .select((eb) => [month.as("month"), ...sums(eb)])
        .groupBy(month)
        .orderBy(month)
        .execute(),
      k
        .selectFrom("payments")
        .where("created_at", ">=", start)
        .where("created_at", "<=", end)
        .select((eb) => [
          eb.fn.sum<number>("amount_for_website").as("for_website"),
          eb.fn.sum<number>("amount_for_vi").as("for_platform"),
          eb.fn
            .sum<number>(sql`case when is_request = 1 and done = 0 then amount_for_website else 0 end`)
            .as("requested_open"),
          eb.fn.sum<number>(sql`case when done = 1 then amount_for_website else 0 end`).as("done"),
        ])
        .executeTakeFirstOrThrow(),
      k
        .selectFrom("payments")
        .where("is_request", "=", 1)
        .where("done", "=", 0)
        .select(sql<number>`count(distinct hash)`.as("n"))
        .executeTakeFirstOrThrow(),
      k
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(sql`case when deactivated_at is null then 1 else 0 end`).as("active"),
          eb.fn
            .sum<number>(sql`case when created_at >= ${start} and created_at <= ${end} then 1 else 0 end`)
            .as("new"),
        ])
        .executeTakeFirstOrThrow(),
      k
        .selectFrom("websites")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>("is_launched").as("launched"),
          eb.fn
            .sum<number>(sql`case when created_at >= ${start} and created_at <= ${end} then 1 else 0 end`)
            .as("new"),
        ])
        .executeTakeFirstOrThrow(),
      k
        .selectFrom("users")
        .select(["id", "name", "email", "created_at"])
        .where("created_at", ">=", start)
        .where("created_at", "<=", end)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(NEWEST)
        .execute(),
      k
        .selectFrom("websites")
        .innerJoin("users", "users.id", "websites.user_id")
        .select([
          "websites.id",
          "websites.name",
          "websites.is_launched",
          "users.name as owner",
          "websites.created_at",
        ])
        .where("websites.created_at", ">=", start)
        .where("websites.created_at", "<=", end)
        .orderBy("websites.created_at", "desc")
        .orderBy("websites.id", "desc")
        .limit(NEWEST)
        .execute(),
    ]);
  const split = (
    rows: readonly { orders: unknown; price: unknown; platform_fee: unknown; profit: unknown }[],
  ) => {
    const orders = rows.reduce((s, r) => s + num(r.orders), 0);
    const price = rows.reduce((s, r) => s + num(r.price), 0);
    const platform_fee = rows.reduce((s, r) => s + num(r.platform_fee), 0);
    const profit = rows.reduce((s, r) => s + num(r.profit), 0);
    return { orders, price, platform_fee, profit, supplier_cost: price - platform_fee - profit };
  };
  return {
    totals: split(byStatus.filter((r) => r.status !== "canceled")),
    canceled: split(byStatus.filter((r) => r.status === "canceled")),
    monthly: monthly.map((m) => ({ month: m.month, ...split([m]) })),
    payments: {
      for_website: num(payments.for_website),
      for_platform: num(payments.for_platform),
      requested_open: num(payments.requested_open),
      done: num(payments.done),
      open_requests: num(openRequests.n),
    },
    users: { total: num(users.total), active: num(users.active), new: num(users.new) },
    websites: { total: num(websites.total), launched: num(websites.launched), new: num(websites.new) },
    new_users: newUsers,
    new_websites: newWebsites,
  };
}
