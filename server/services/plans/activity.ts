import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordStoreSettingsChange, storeSnapshot } from "../websites/activity.js";

type Q = Kysely<Database>;

/**
 * A store's plan as the trail compares it: the store's row (plan, limits) with its active
 * subscription's plan, the plan it moves to at the period end, and that period's end.
 */
export type PlanState = Record<string, unknown>;

export async function planState(q: Q, websiteId: number): Promise<PlanState | null> {
  const store = await storeSnapshot(q, websiteId);
  if (!store) return null;
  const sub = await q
    .selectFrom("store_subscriptions")
    .select(["plan", "next_plan", "provider", "current_period_end"])
    .where("website_id", "=", websiteId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return {
    ...store,
    subscription_plan: sub?.plan ?? null,
    subscription_next_plan: sub?.next_plan ?? null,
    subscription_provider: sub?.provider ?? null,
    subscription_period_end: sub?.current_period_end ?? null,
  };
}

/**
 * Records a change of the store's plan or subscription inside the write's transaction, `before`
 * against the state now; nothing when nothing changed (an invoice already recorded).
 */
export async function recordPlanChange(trx: Q, websiteId: number, before: PlanState | null): Promise<void> {
  await recordStoreSettingsChange(trx, websiteId, before, await planState(trx, websiteId));
}
