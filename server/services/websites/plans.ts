import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { effectiveLimits, planOf, storeLimits, type LimitOverrides } from "../../../domain/plans.js";
import { findSubscription } from "../plans/subscriptions.js";
import { writeStore } from "./activity.js";
import { storeProductCounts } from "./list.js";

/**
 * The stores' plans, limits and usage by name; `ids` null means every store. Lists show stores in
 * use (`inUseOnly`); a single store is answered even when archived.
 */
export async function storeSubscriptions(ctx: AppContext, ids: number[] | null, inUseOnly: boolean) {
  let query = ctx.db.kysely
    .selectFrom("websites")
    .select(["id", "name", "plan", "limits", "limit_overrides"])
    .orderBy("name");
  if (ids) query = query.where("id", "in", ids.length > 0 ? ids : [0]);
  if (inUseOnly) query = query.where("archived_at", "is", null);
  const rows = await query.execute();
  const counts = await storeProductCounts(
    ctx,
    rows.map((w) => w.id),
  );
  return rows.map((w) => {
    const plan = planOf(w.plan);
    return {
      id: w.id,
      name: w.name,
      plan: w.plan,
      plan_name: plan.name,
      price: plan.price,
      limits: storeLimits(w),
      limit_overrides: fromJson<Record<string, unknown>>(w.limit_overrides, {}),
      products_count: counts.get(w.id) ?? 0,
    };
  });
}

/** One store's plan, limits and usage, archived or not. */
export async function storeSubscription(ctx: AppContext, websiteId: number) {
  const [row] = await storeSubscriptions(ctx, [websiteId], false);
  return row!;
}

/** The store's subscription (none on the free plan) and its last 100 invoices, newest first. */
export async function storeBilling(ctx: AppContext, websiteId: number) {
  const k = ctx.db.kysely;
  const [subscription, invoices] = await Promise.all([
    findSubscription(k, websiteId),
    k
      .selectFrom("store_invoices")
      .select(["id", "plan", "amount", "currency", "period_start", "period_end", "status", "created_at"])
      .where("website_id", "=", websiteId)
      // Recorded as they happen, so the newest has the highest id.
      .orderBy("id", "desc")
      .limit(100)
      .execute(),
  ]);
  return { subscription, invoices };
}

/**
 * Overrides limits of one store over its plan; keys in `reset` go back to the plan's values. The
 * store's effective limits are stored with the overrides, recorded as a settings change.
 */
export async function overrideStoreLimits(
  ctx: AppContext,
  website: Website,
  limits: LimitOverrides,
  reset: readonly (keyof LimitOverrides)[],
): Promise<void> {
  const overrides: LimitOverrides = { ...fromJson<LimitOverrides>(website.limit_overrides, {}), ...limits };
  for (const key of reset) delete overrides[key];
  await writeStore(
    ctx.db.kysely,
    website.id,
    {
      limit_overrides: toJson(overrides),
      limits: toJson(effectiveLimits(website.plan, overrides)),
      updated_at: nowIso(),
    },
    "settings",
  );
}
