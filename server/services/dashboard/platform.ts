import { DASHBOARD_LIMITS, cutName } from "../../../domain/dashboard.js";
import { bucket, fill, type StatsDb, type StatsFilter } from "./filter.js";

/**
 * Admin-only cards: new users (platform-wide: users belong to no store) and new stores (the
 * filtered stores when the admin picked some).
 */
export async function platformCards(db: StatsDb, f: StatsFilter) {
  const ub = bucket("users.created_at", f.unit);
  const wb = bucket("websites.created_at", f.unit);
  const users = () =>
    db.selectFrom("users").where("created_at", ">=", f.start).where("created_at", "<", f.end);
  const websites = () => {
    const query = db
      .selectFrom("websites")
      .where("created_at", ">=", f.start)
      .where("created_at", "<", f.end);
    return f.websiteIds === null ? query : query.where("id", "in", f.websiteIds);
  };
  const [userBuckets, newUsers, websiteBuckets, newWebsites] = await Promise.all([
    users()
      .select((eb) => [ub.as("bucket"), eb.fn.countAll<number>().as("n")])
      .groupBy(ub)
      .execute(),
    users()
      .select(["id", "name", "email", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(DASHBOARD_LIMITS.newlyCreated)
      .execute(),
    websites()
      .select((eb) => [wb.as("bucket"), eb.fn.countAll<number>().as("n")])
      .groupBy(wb)
      .execute(),
    websites()
      .select(["id", "name", "is_launched", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(DASHBOARD_LIMITS.newlyCreated)
      .execute(),
  ]);
  return {
    usersByDate: { months: f.keys, counts: fill(f.keys, userBuckets, (r) => r.n) },
    websitesByDate: { months: f.keys, counts: fill(f.keys, websiteBuckets, (r) => r.n) },
    newlyCreatedUsers: newUsers.map((u) => ({
      ...u,
      name: cutName(u.name, DASHBOARD_LIMITS.newProductNameMax),
    })),
    newlyCreatedWebsites: newWebsites.map((w) => ({
      ...w,
      name: cutName(w.name, DASHBOARD_LIMITS.newProductNameMax),
      link: `/websites/${w.id}`,
    })),
  };
}
