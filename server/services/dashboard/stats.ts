import type { AppContext } from "../../context.js";
import type { FileUrls } from "../storage.js";
import { badRequest } from "../../../domain/errors.js";
import {
  bucketKeys,
  bucketUnit,
  DASHBOARD_MSG,
  rangeBounds,
  type DateRange,
} from "../../../domain/dashboard.js";
import type { OrderStatus } from "../../../domain/orders.js";
import type { StatsDb, StatsFilter } from "./filter.js";
import { ordersCard, salesCards, type MoneyRights } from "./orders.js";
import { platformCards } from "./platform.js";
import { productCards, viewsCard } from "./products.js";
import type { StatsResponse } from "../../../domain/contracts/dashboard.js";

/** What one statistics call counts, from a checked range, scope and status. */
export function statsFilter(
  range: DateRange,
  websiteIds: number[] | null,
  status: OrderStatus | null,
): StatsFilter {
  const unit = bucketUnit(range);
  return {
    websiteIds,
    ...rangeBounds(range),
    fromDay: range.from,
    toDay: range.to,
    status,
    unit,
    keys: bucketKeys(range, unit),
  };
}

/**
 * Every card of the statistics call for a resolved filter and the caller's rights: the route's
 * work after its checks (also what bench/inprocess-stats.ts times without HTTP).
 */
export async function collectStats(
  db: StatsDb,
  urls: FileUrls,
  range: DateRange,
  f: StatsFilter,
  admin: boolean,
  rights: MoneyRights,
): Promise<StatsResponse> {
  if (f.websiteIds !== null && f.websiteIds.length === 0) return emptyStats(range, f, admin, rights);
  const [orders, sales, products, views, platform] = await Promise.all([
    ordersCard(db, f, rights),
    salesCards(db, f),
    productCards(db, urls, f),
    viewsCard(db, f),
    admin ? platformCards(db, f) : Promise.resolve(null),
  ]);
  return {
    range: { ...range, unit: f.unit },
    is_admin: admin,
    website_ids: f.websiteIds,
    ...orders,
    ...sales,
    ...products,
    ...views,
    usersByDate: platform?.usersByDate ?? null,
    websitesByDate: platform?.websitesByDate ?? null,
    newlyCreatedUsers: platform?.newlyCreatedUsers ?? null,
    newlyCreatedWebsites: platform?.newlyCreatedWebsites ?? null,
  };
}

/** A caller with no store to count (no browse_dashboard anywhere): zeros in the usual shape. */
function emptyStats(range: DateRange, f: StatsFilter, admin: boolean, rights: MoneyRights): StatsResponse {
  const zeros = f.keys.map(() => 0);
  const series = { months: f.keys, counts: zeros };
  return {
    range: { ...range, unit: f.unit },
    is_admin: admin,
    website_ids: [],
    total: 0,
    ssmFees: rights.fees ? 0 : null,
    storeOwnerFees: rights.fees ? 0 : null,
    income: rights.money ? 0 : null,
    earnings: rights.money ? 0 : null,
    ordersByDate: { ...series, ssmFees: null, storeOwnerFees: null, sales: null },
    usersByDate: null,
    websitesByDate: null,
    productsByDate: series,
    mostSellingStore: [],
    totalSales: { total: 0, labels: f.keys, data: zeros },
    totalViews: { total: 0, labels: f.keys, data: zeros, products: [] },
    bestsellers: [],
    newlyCreatedUsers: null,
    newlyCreatedWebsites: null,
    newlyCreatedProducts: [],
    allProductsInStore: 0,
    newProducts: 0,
  };
}

/** "All" starts when the oldest counted store (or, for admins counting every store, user) was created. */
export async function allTimeStart(db: StatsDb, websiteIds: number[] | null): Promise<string | null> {
  let stores = db.selectFrom("websites").select((eb) => eb.fn.min<string>("created_at").as("first"));
  if (websiteIds !== null) stores = stores.where("id", "in", websiteIds.length > 0 ? websiteIds : [0]);
  const candidates = [(await stores.executeTakeFirst())?.first ?? null];
  if (websiteIds === null) {
    const users = await db
      .selectFrom("users")
      .select((eb) => eb.fn.min<string>("created_at").as("first"))
      .executeTakeFirst();
    candidates.push(users?.first ?? null);
  }
  const first = candidates.filter((c): c is string => c !== null).sort()[0];
  return first ? first.slice(0, 10) : null;
}

/**
 * The statistics call once its scope is resolved: a range without a start counts from the oldest
 * counted store (or user), and a range that ends before it starts is refused.
 */
export async function chartStats(
  ctx: AppContext,
  asked: { from: string | null; to: string; status: OrderStatus | null },
  websiteIds: number[] | null,
  admin: boolean,
  rights: MoneyRights,
): Promise<StatsResponse> {
  const db = ctx.db.kysely;
  const range: DateRange = {
    from: asked.from ?? (await allTimeStart(db, websiteIds)) ?? asked.to,
    to: asked.to,
  };
  if (range.from > range.to) throw badRequest(DASHBOARD_MSG.badRange);
  return collectStats(db, ctx.urls, range, statsFilter(range, websiteIds, asked.status), admin, rights);
}
