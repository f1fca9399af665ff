import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database, StoreSubscriptionsTable, Website } from "../../db/schema.js";
import { invalid, paymentRequired, unavailable } from "../../../domain/errors.js";
import { absoluteUrl } from "../public-url.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import type { EventBus } from "../../events/bus.js";
import { paymentProvidersFor } from "../payments/index.js";
import type { PaymentProvider, SubscriptionEvent, SubscriptionPrice } from "../payments/types.js";
import {
  effectiveLimits,
  isPlanId,
  PLAN_MSG,
  planOf,
  withinLimit,
  type LimitOverrides,
  type Plan,
  type PlanId,
} from "../../../domain/plans.js";
import { liveProductCount } from "../products/counts.js";
import { planState, recordPlanChange } from "./activity.js";

type Q = Kysely<Database>;
export type StoreSubscription = Selectable<StoreSubscriptionsTable>;

/**
 * The rules of paid plans:
 * - A plan costing more than the current one (Free included) is bought: it takes effect only once
 *   the payment succeeded, and a new monthly period starts then (the old plan's period is not
 *   refunded or prorated; its subscription ends at the provider).
 * - Each period ends one calendar month after it started. The sandbox renews by charging the card
 *   on file again (the renewal job); Stripe renews by itself and reports each paid invoice.
 *   A renewal the card declines ends the subscription: the store moves to Free.
 * - A cheaper plan (a downgrade) and Free (a cancellation) take effect at the period end; until
 *   then the store keeps what it paid for. Choosing the current plan again keeps it.
 * - A downgrade never deletes anything: what is over the new plan's limits is locked (no new
 *   discounts, gift cards, invitations or products), still readable. Only a store with more
 *   products than the new plan allows is asked to remove some first.
 * - A paid plan without a subscription (set by an admin or the demo data) has no period, so a
 *   change away from it takes effect at once.
 */
export const SUBSCRIPTION_CURRENCY = "usd";

/** One calendar month later (the 31st becomes the month's last day), in UTC. */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next.toISOString();
}

export function priceOf(plan: Plan): SubscriptionPrice {
  return { plan: plan.id, planName: plan.name, amount: plan.price, currency: SUBSCRIPTION_CURRENCY };
}

export function findSubscription(q: Q, websiteId: number): Promise<StoreSubscription | undefined> {
  return q
    .selectFrom("store_subscriptions")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("status", "=", "active")
    .executeTakeFirst();
}

/** Puts the store on a plan: its limits become the plan's with the admin's overrides on top. */
export async function applyPlan(
  q: Q,
  events: EventBus,
  websiteId: number,
  plan: PlanId,
  now = nowIso(),
): Promise<void> {
  const row = await q
    .selectFrom("websites")
    .select("limit_overrides")
    .where("id", "=", websiteId)
    .executeTakeFirstOrThrow();
  const limits = effectiveLimits(plan, fromJson<LimitOverrides>(row.limit_overrides, {}));
  await q
    .updateTable("websites")
    .set({ plan, limits: toJson(limits), updated_at: now })
    .where("id", "=", websiteId)
    .execute();
  // The plan's limits decide what the storefront shows (gift cards, section patterns).
  await invalidateStorefront(events, websiteId, q);
}

/** The provider that holds a subscription (the one it was opened with, even after a configuration change). */
function holder(ctx: AppContext, provider: string): PaymentProvider | undefined {
  return paymentProvidersFor(ctx).byName.get(provider);
}

export interface Activation {
  websiteId: number;
  plan: PlanId;
  provider: string;
  externalId: string;
  periodStart: string;
  periodEnd: string;
  amount: number;
  currency: string;
  /** The provider's charge or invoice id: recorded once however often it is reported. */
  invoiceExternalId: string;
}

/**
 * A paid subscription starts: the invoice is recorded, the store's subscription replaced and its
 * plan changed, in one transaction. A subscription it replaces is ended at its provider after.
 */
export async function activateSubscription(ctx: AppContext, a: Activation): Promise<void> {
  const now = nowIso();
  const replaced = await ctx.db.kysely.transaction().execute(async (trx) => {
    // One payment is reported twice, often at once (return page and webhook): the second report
    // waits for the first and then finds its subscription. SQLite has a single writer already.
    if (ctx.db.dialect === "postgres")
      await trx.selectFrom("websites").select("id").where("id", "=", a.websiteId).forUpdate().execute();
    const old = await findSubscription(trx, a.websiteId);
    if (old?.external_id === a.externalId) return null; // reported twice (return page and webhook)
    const before = await planState(trx, a.websiteId);
    await trx
      .insertInto("store_invoices")
      .values({
        website_id: a.websiteId,
        plan: a.plan,
        amount: a.amount,
        currency: a.currency,
        period_start: a.periodStart,
        period_end: a.periodEnd,
        status: "paid",
        provider: a.provider,
        external_id: a.invoiceExternalId,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["provider", "external_id"]).doNothing())
      .execute();
    await trx.deleteFrom("store_subscriptions").where("website_id", "=", a.websiteId).execute();
    await trx
      .insertInto("store_subscriptions")
      .values({
        website_id: a.websiteId,
        plan: a.plan,
        provider: a.provider,
        external_id: a.externalId,
        status: "active",
        current_period_start: a.periodStart,
        current_period_end: a.periodEnd,
        next_plan: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await applyPlan(trx, ctx.events, a.websiteId, a.plan, now);
    await recordPlanChange(trx, a.websiteId, before);
    return old ?? null;
  });
  if (replaced) await holder(ctx, replaced.provider)?.endSubscription?.(replaced.external_id);
}

/** Sets (or, null, clears) the plan the subscription moves to at its period end, recorded. */
async function scheduleNextPlan(k: Q, sub: StoreSubscription, nextPlan: PlanId | null): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await planState(trx, sub.website_id);
    await trx
      .updateTable("store_subscriptions")
      .set({ next_plan: nextPlan, updated_at: nowIso() })
      .where("id", "=", sub.id)
      .execute();
    await recordPlanChange(trx, sub.website_id, before);
  });
}

export type PlanChange =
  | { kind: "changed"; message: string }
  | { kind: "scheduled"; message: string }
  | { kind: "redirect"; message: string; url: string };

/** PUT /api/update/website/plan/{id}: what choosing a plan does, by the rules above. */
export async function choosePlan(
  ctx: AppContext,
  website: Website,
  target: Plan,
  input: { cardNumber?: string; email: string },
): Promise<PlanChange> {
  const k = ctx.db.kysely;
  const current = planOf(website.plan);
  const subscription = await findSubscription(k, website.id);

  if (target.id === current.id) {
    if (!subscription?.next_plan) throw invalid({ plan: PLAN_MSG.samePlan(current.name) });
    await holder(ctx, subscription.provider)?.scheduleSubscriptionChange?.(
      subscription.external_id,
      priceOf(current),
    );
    await scheduleNextPlan(k, subscription, null);
    return { kind: "scheduled", message: PLAN_MSG.resumed(current.name) };
  }

  if (target.price > current.price) return buyPlan(ctx, website, target, input);

  // A cheaper plan: the products must fit it; everything else over its limits is locked.
  const overrides = fromJson<LimitOverrides>(website.limit_overrides, {});
  const limits = effectiveLimits(target.id, overrides);
  const products = await liveProductCount(k, website.id);
  if (!withinLimit(limits, "products", products))
    throw invalid({ plan: PLAN_MSG.tooManyProducts(products, target.name, limits.products ?? 0) });

  if (!subscription) {
    await k.transaction().execute(async (trx) => {
      const before = await planState(trx, website.id);
      await applyPlan(trx, ctx.events, website.id, target.id);
      await recordPlanChange(trx, website.id, before);
    });
    return { kind: "changed", message: PLAN_MSG.planChanged(target.name) };
  }
  await holder(ctx, subscription.provider)?.scheduleSubscriptionChange?.(
    subscription.external_id,
    target.price > 0 ? priceOf(target) : null,
  );
  await scheduleNextPlan(k, subscription, target.id);
  const date = subscription.current_period_end.slice(0, 10);
  return {
    kind: "scheduled",
    message:
      target.price === 0 ? PLAN_MSG.cancelScheduled(date) : PLAN_MSG.downgradeScheduled(target.name, date),
  };
}

/** An upgrade: the card provider charges (sandbox) or sends to its payment page (Stripe). */
async function buyPlan(
  ctx: AppContext,
  website: Website,
  target: Plan,
  input: { cardNumber?: string; email: string },
): Promise<PlanChange> {
  const provider = paymentProvidersFor(ctx).current.card;
  if (!provider.startSubscription) throw unavailable(PLAN_MSG.paymentNotFinished);
  if (provider.local && !input.cardNumber?.trim())
    throw paymentRequired(PLAN_MSG.cardRequired, { card_number: PLAN_MSG.cardRequired });
  const started = await provider.startSubscription({
    ...priceOf(target),
    websiteId: website.id,
    cardNumber: input.cardNumber,
    customerEmail: input.email,
    successUrl: absoluteUrl(ctx.config, `/api/subscription/stripe/return?session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: absoluteUrl(ctx.config, `/app/websites/${website.id}?tab=subscriptions`),
    idempotencyKey: `plan_${website.id}_${randomBytes(12).toString("hex")}`,
  });
  if (started.kind === "declined")
    throw paymentRequired(started.declineMessage, { card_number: started.declineMessage });
  if (started.kind === "redirect")
    return { kind: "redirect", message: PLAN_MSG.payOnProviderPage(target.name), url: started.url };
  const start = nowIso();
  await activateSubscription(ctx, {
    websiteId: website.id,
    plan: target.id,
    provider: provider.name,
    externalId: started.subscriptionId,
    periodStart: start,
    periodEnd: addMonth(start),
    amount: target.price,
    currency: SUBSCRIPTION_CURRENCY,
    invoiceExternalId: started.chargeId,
  });
  return { kind: "changed", message: PLAN_MSG.planChanged(target.name) };
}

/**
 * A provider's payment page for a plan was finished (its return page or webhook): read back from
 * the provider, never from the browser; a paid one starts the subscription once. Answers the store.
 */
export async function completeSubscriptionCheckout(
  ctx: AppContext,
  providerName: string,
  sessionId: string,
): Promise<number | null> {
  const provider = holder(ctx, providerName);
  if (!provider?.retrieveSubscriptionCheckout) return null;
  const state = await provider.retrieveSubscriptionCheckout(sessionId);
  if (!state.websiteId) return null;
  if (!state.paid || !state.subscriptionId || !isPlanId(state.plan)) return state.websiteId;
  const start = state.periodStart ?? nowIso();
  await activateSubscription(ctx, {
    websiteId: state.websiteId,
    plan: state.plan,
    provider: provider.name,
    externalId: state.subscriptionId,
    periodStart: start,
    periodEnd: state.periodEnd ?? addMonth(start),
    amount: state.amount ?? planOf(state.plan).price,
    currency: state.currency ?? SUBSCRIPTION_CURRENCY,
    invoiceExternalId: state.invoiceId ?? sessionId,
  });
  return state.websiteId;
}

/**
 * A renewal the provider charged by itself (Stripe's invoice.paid): recorded once, the period moves
 * on. An invoice for the period after the current one pays for the plan chosen for that period (a
 * scheduled downgrade), so the store moves to it now, whether or not the renewal job ran first.
 */
export async function recordProviderInvoice(
  ctx: AppContext,
  providerName: string,
  e: Extract<SubscriptionEvent, { type: "invoice_paid" }>,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const sub = await trx
      .selectFrom("store_subscriptions")
      .selectAll()
      .where("provider", "=", providerName)
      .where("external_id", "=", e.subscriptionId)
      .where("status", "=", "active")
      .executeTakeFirst();
    // The first invoice is recorded when the subscription starts; an unknown one is not ours.
    if (!sub) return;
    const before = await planState(trx, sub.website_id);
    const nextPeriod = e.periodEnd > sub.current_period_end;
    const chosen = nextPeriod && sub.next_plan && isPlanId(sub.next_plan) ? sub.next_plan : null;
    // A cancellation (Free) is ended by the provider, never invoiced.
    const next = chosen && planOf(chosen).price > 0 ? chosen : null;
    const plan = next ?? sub.plan;
    await trx
      .insertInto("store_invoices")
      .values({
        website_id: sub.website_id,
        plan,
        amount: e.amount,
        currency: e.currency,
        period_start: e.periodStart,
        period_end: e.periodEnd,
        status: "paid",
        provider: providerName,
        external_id: e.invoiceId,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(["provider", "external_id"]).doNothing())
      .execute();
    if (!nextPeriod) return;
    const now = nowIso();
    await trx
      .updateTable("store_subscriptions")
      .set({
        plan,
        next_plan: null,
        current_period_start: e.periodStart,
        current_period_end: e.periodEnd,
        updated_at: now,
      })
      .where("id", "=", sub.id)
      .execute();
    if (next && next !== sub.plan) await applyPlan(trx, ctx.events, sub.website_id, next, now);
    await recordPlanChange(trx, sub.website_id, before);
  });
}

/** The provider ended a subscription (cancelled at its period end, or unpaid): the store goes to Free. */
export async function providerEndedSubscription(
  ctx: AppContext,
  providerName: string,
  subscriptionId: string,
): Promise<void> {
  const sub = await ctx.db.kysely
    .selectFrom("store_subscriptions")
    .selectAll()
    .where("provider", "=", providerName)
    .where("external_id", "=", subscriptionId)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (sub) await endStoreSubscription(ctx, sub, nowIso(), false);
}

/** A subscription reaches the end of its period without renewing: the store goes back to Free. */
async function endStoreSubscription(
  ctx: AppContext,
  sub: StoreSubscription,
  now: string,
  tellProvider = true,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await planState(trx, sub.website_id);
    await trx
      .updateTable("store_subscriptions")
      .set({ status: "ended", next_plan: null, updated_at: now })
      .where("id", "=", sub.id)
      .execute();
    await applyPlan(trx, ctx.events, sub.website_id, "free", now);
    await recordPlanChange(trx, sub.website_id, before);
  });
  if (tellProvider) await holder(ctx, sub.provider)?.endSubscription?.(sub.external_id);
}

/**
 * The periodic job: every subscription whose period has ended. A cancellation ends it (Free); the
 * sandbox charges the card on file for the next period at the next plan's price (a declined
 * renewal is a failed invoice and ends it); a Stripe subscription moves to its next plan here
 * while Stripe's paid invoice (webhook) advances the period.
 */
export async function renewSubscriptions(ctx: AppContext, now = nowIso()): Promise<void> {
  const k = ctx.db.kysely;
  const due = await k
    .selectFrom("store_subscriptions")
    .selectAll()
    .where("status", "=", "active")
    .where("current_period_end", "<=", now)
    .execute();
  for (const sub of due) {
    const next = planOf(sub.next_plan ?? sub.plan);
    const provider = holder(ctx, sub.provider);
    if (next.price === 0) {
      // Stripe ends a subscription cancelled at its period end by itself; the sandbox is told here.
      await endStoreSubscription(ctx, sub, now, Boolean(provider?.renewSubscription));
      continue;
    }
    if (!provider?.renewSubscription) {
      if (sub.next_plan) {
        await k.transaction().execute(async (trx) => {
          await trx
            .updateTable("store_subscriptions")
            .set({ plan: next.id, next_plan: null, updated_at: now })
            .where("id", "=", sub.id)
            .execute();
          await applyPlan(trx, ctx.events, sub.website_id, next.id, now);
        });
      }
      continue;
    }
    const periodStart = sub.current_period_end;
    const periodEnd = addMonth(periodStart);
    const charged = await provider.renewSubscription({
      subscriptionId: sub.external_id,
      amount: next.price,
      currency: SUBSCRIPTION_CURRENCY,
      description: `${next.name} plan`,
      idempotencyKey: `renew_${sub.id}_${periodStart}`,
    });
    await k.transaction().execute(async (trx) => {
      await trx
        .insertInto("store_invoices")
        .values({
          website_id: sub.website_id,
          plan: next.id,
          amount: next.price,
          currency: SUBSCRIPTION_CURRENCY,
          period_start: periodStart,
          period_end: periodEnd,
          status: charged.ok ? "paid" : "failed",
          provider: sub.provider,
          external_id: charged.ok ? charged.chargeId : null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(["provider", "external_id"]).doNothing())
        .execute();
      if (!charged.ok) return;
      await trx
        .updateTable("store_subscriptions")
        .set({
          plan: next.id,
          next_plan: null,
          current_period_start: periodStart,
          current_period_end: periodEnd,
          updated_at: now,
        })
        .where("id", "=", sub.id)
        .execute();
      if (next.id !== sub.plan) await applyPlan(trx, ctx.events, sub.website_id, next.id, now);
    });
    if (!charged.ok) await endStoreSubscription(ctx, sub, now);
  }
}
