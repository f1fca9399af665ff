import type { AppContext } from "../context.js";
import { reconcileCheckouts } from "../services/orders/reconcile.js";
import { renewSubscriptions } from "../services/plans/subscriptions.js";
import type { PeriodicTask } from "./periodic.js";
import { pruneRetention } from "./retention.js";

export const RECONCILE_CHECKOUTS_KIND = "reconcile-checkouts";
export const RENEW_SUBSCRIPTIONS_KIND = "renew-subscriptions";
export const PRUNE_RETENTION_KIND = "prune-retention";

/**
 * The app's periodic work, each run once per tick by one worker on the database: card checkouts
 * a crash interrupted between the charge and the order are settled, plan subscriptions whose
 * period ended are renewed, moved to their next plan or ended (both every
 * CHECKOUT_RECONCILE_SECONDS), and old rows are pruned (hourly).
 */
export function periodicTasks(ctx: AppContext): PeriodicTask[] {
  return [
    {
      kind: RECONCILE_CHECKOUTS_KIND,
      everyMs: ctx.config.checkoutReconcileMs,
      run: () => reconcileCheckouts(ctx),
    },
    {
      kind: RENEW_SUBSCRIPTIONS_KIND,
      everyMs: ctx.config.checkoutReconcileMs,
      run: () => renewSubscriptions(ctx),
    },
    {
      kind: PRUNE_RETENTION_KIND,
      everyMs: 3_600_000,
      run: () => pruneRetention(ctx.db, Date.now(), ctx.config.activityRetentionDays),
    },
  ];
}
