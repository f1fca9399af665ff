import { z } from "zod";
import { refused } from "./errors.js";

/**
 * Subscription plans and what each allows ("features gated by keys").
 * A store's `limits` column always holds its plan's limits with the admin's overrides on top
 * (PUT /api/website/limits), so every reader — server guards and the SPA's padlocks — reads one
 * object. `null` in a count means unlimited.
 */
export const PLAN_IDS = ["free", "starter", "pro", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN: PlanId = "free";

/** "last": only the newest section pattern (a plan limit, not a hard-coded store). */
export const PATTERN_ACCESS = ["last", "all"] as const;

export const limitsSchema = z.object({
  /** Gift cards menu item unlocked. */
  giftcards: z.boolean(),
  /** Discounts and promotions. */
  discounts: z.boolean(),
  /** Products in the store; null = unlimited. */
  products: z.number().int().min(0).nullable(),
  /** Team members besides the owner; null = unlimited. */
  users: z.number().int().min(0).nullable(),
  patterns: z.enum(PATTERN_ACCESS),
  /** Own domain instead of the platform's /store/{link} address. */
  custom_domain: z.boolean(),
});
export type PlanLimits = z.infer<typeof limitsSchema>;
export type LimitKey = keyof PlanLimits;

/** What an admin may override: any subset of the keys, null in a count meaning unlimited. */
export const limitOverridesSchema = limitsSchema.partial();
export type LimitOverrides = z.infer<typeof limitOverridesSchema>;

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in cents. */
  price: number;
  description: string;
  limits: PlanLimits;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    price: 0,
    description: "Everything to start selling: one store with up to 50 products.",
    limits: {
      giftcards: false,
      discounts: false,
      products: 50,
      users: 3,
      patterns: "last",
      custom_domain: false,
    },
  },
  starter: {
    id: "starter",
    name: "Starter",
    price: 2900,
    description: "Gift cards, discounts and every section pattern for a growing store.",
    limits: {
      giftcards: true,
      discounts: true,
      products: 250,
      users: 10,
      patterns: "all",
      custom_domain: false,
    },
  },
  pro: {
    id: "pro",
    name: "Pro",
    price: 7900,
    description: "Your own domain and mail server, 1000 products and a larger team.",
    limits: {
      giftcards: true,
      discounts: true,
      products: 1000,
      users: 50,
      patterns: "all",
      custom_domain: true,
    },
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    price: 24900,
    description: "No limits.",
    limits: {
      giftcards: true,
      discounts: true,
      products: null,
      users: null,
      patterns: "all",
      custom_domain: true,
    },
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** The plan of a stored value; an unknown stored plan falls back to the default, never throws. */
export function planOf(value: unknown): Plan {
  return PLANS[isPlanId(value) ? value : DEFAULT_PLAN];
}

/** A store's effective limits: its plan's limits with the admin overrides on top. */
export function effectiveLimits(plan: unknown, overrides: LimitOverrides = {}): PlanLimits {
  const base = planOf(plan).limits;
  const merged: PlanLimits = { ...base };
  for (const key of Object.keys(overrides) as LimitKey[]) {
    const value = overrides[key];
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/**
 * The limits a stored store row grants. Stores written before a key existed (or seeded with a
 * sparse object) get that key from their plan, so a new limit never locks old stores by accident.
 */
export function resolveLimits(plan: unknown, stored: unknown): PlanLimits {
  const parsed = limitOverridesSchema.safeParse(typeof stored === "string" ? jsonOrNothing(stored) : stored);
  return effectiveLimits(plan, parsed.success ? parsed.data : {});
}

/** SQLite hands the limits column over as JSON text, PostgreSQL as an object. */
function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A store as the plan checks read it: its plan and its stored limits. */
export interface StorePlan {
  plan: unknown;
  limits: unknown;
}

/** What the store's plan (with the admin's overrides) allows now: one reading for every check. */
export const storeLimits = (website: StorePlan): PlanLimits => resolveLimits(website.plan, website.limits);

export const planAllows = (website: StorePlan, feature: PlanFeature): boolean =>
  storeLimits(website)[feature] === true;

/**
 * Every write to an entity a plan gates (gift cards, discount codes, promotions) passes here:
 * a store whose plan lacks the feature is refused with the upgrade text. What it holds
 * already is kept and can still be read, so a downgrade locks a feature without deleting anything.
 */
export function requirePlanFeature(website: StorePlan, feature: PlanFeature): void {
  if (!planAllows(website, feature)) throw refused(PLAN_FEATURE_LOCKED[feature]);
}

/** Whether a count stays within a numeric limit (null = unlimited). */
export function withinLimit(limits: PlanLimits, key: "products" | "users", count: number): boolean {
  const limit = limits[key];
  return limit === null || count <= limit;
}

export const PLAN_MSG = {
  unknownPlan: "Choose one of the plans.",
  tooManyProducts: (count: number, plan: string, limit: number) =>
    `This store has ${count} products; the ${plan} plan allows ${limit}. Remove products before changing the plan.`,
  planChanged: (plan: string) => `Your store is on the ${plan} plan now.`,
  limitsUpdated: "Limits successfully updated",
  giftcardsLocked: "Gift cards are not available in your plan. Upgrade your plan to create gift cards.",
  customDomainLocked:
    "Custom domains are not available in your plan. Upgrade your plan to use your own domain.",
  discountsLocked:
    "Discounts and promotions are not available in your plan. Upgrade your plan to create discounts and promotions.",
  samePlan: (plan: string) => `This store is on the ${plan} plan already.`,
  cardRequired: "Enter the card number.",
  payOnProviderPage: (plan: string) => `Pay for the ${plan} plan on the payment page.`,
  downgradeScheduled: (plan: string, date: string) =>
    `Your store stays on its plan until ${date} and then moves to the ${plan} plan.`,
  cancelScheduled: (date: string) =>
    `Your subscription ends on ${date}; the store then moves to the Free plan.`,
  resumed: (plan: string) => `Your store stays on the ${plan} plan.`,
  paymentNotFinished: "The payment was not completed; the plan has not changed.",
  usersLimit: (limit: number) =>
    `Your plan allows ${limit} team members besides the owner. Upgrade your plan to invite more.`,
} as const;

/** The on/off features a plan gates; each has the upgrade text a refused write answers with. */
export const PLAN_FEATURES = ["giftcards", "discounts", "custom_domain"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_FEATURE_LOCKED: Readonly<Record<PlanFeature, string>> = {
  giftcards: PLAN_MSG.giftcardsLocked,
  discounts: PLAN_MSG.discountsLocked,
  custom_domain: PLAN_MSG.customDomainLocked,
};
