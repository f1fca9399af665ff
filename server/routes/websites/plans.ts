import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore, grantedStores } from "../../http/access.js";
import { errorDto } from "../../http/api-contract.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
import { choosePlan, type PlanChange } from "../../services/plans/subscriptions.js";
import {
  overrideStoreLimits,
  storeBilling,
  storeSubscription,
  storeSubscriptions,
} from "../../services/websites/plans.js";
import { PaymentProviderError } from "../../services/payments/types.js";
import { HttpError } from "../../errors.js";
import {
  limitOverridesSchema,
  limitsSchema,
  PLAN_IDS,
  PLAN_MSG,
  PLANS,
  planOf,
} from "../../../domain/plans.js";
import { websiteIdField } from "../../../domain/stores.js";
import { planStripeRoutes } from "./plans-stripe.js";
import { idParam } from "../../http/params.js";

const planDto = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  limits: limitsSchema,
});
const subscriptionDto = z.object({
  id: z.number(),
  name: z.string(),
  plan: z.string(),
  plan_name: z.string(),
  price: z.number(),
  limits: limitsSchema,
  limit_overrides: z.record(z.string(), z.unknown()),
  products_count: z.number(),
});
const planChangeDto = z.object({ message: z.string(), website: subscriptionDto });
const subscriptionDetailDto = z.object({
  payment: z
    .object({ provider: z.string(), local: z.boolean() })
    .describe("who takes the payment for a plan; a local (sandbox) provider takes a test card inline"),
  subscription: z
    .object({
      plan: z.string(),
      provider: z.string(),
      current_period_start: z.string(),
      current_period_end: z.string(),
      next_plan: z.string().nullable(),
    })
    .nullable(),
  invoices: z.array(
    z.object({
      id: z.number(),
      plan: z.string(),
      plan_name: z.string(),
      amount: z.number().describe("cents"),
      currency: z.string(),
      period_start: z.string(),
      period_end: z.string(),
      status: z.string().describe("paid or failed"),
      created_at: z.string(),
    }),
  ),
});

/** Subscriptions tab: the plans, each store's plan and usage, plan changes and admin overrides. */
export async function websitePlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/plans",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["websites", "subscriptions"],
        summary: "The subscription plans with their monthly price (cents) and limits",
        response: { 200: z.array(planDto) },
      },
    },
    async () => PLAN_IDS.map((id) => PLANS[id]),
  );

  r.get(
    "/api/subscription/websites",
    {
      config: { access: { right: "edit_settings", stores: [] } },
      schema: {
        tags: ["websites", "subscriptions"],
        summary:
          "The stores whose plan the caller manages (edit_settings; admins: all) with plan, limits and usage",
        response: { 200: z.object({ data: z.array(subscriptionDto), plans: z.array(planDto) }) },
      },
    },
    async (request) => {
      return {
        data: await storeSubscriptions(ctx, grantedStores(request), true),
        plans: PLAN_IDS.map((id) => PLANS[id]),
      };
    },
  );

  r.put(
    "/api/update/website/plan/:id",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites", "subscriptions"],
        summary:
          "Choose the store's plan (edit_settings). A dearer plan is bought first: with the sandbox the test card_number is charged (402 with the decline), with Stripe the answer's redirect_url is its payment page and the plan changes once paid. A cheaper plan or Free takes effect at the period end (nothing deleted); refused when the store has more products than the plan allows",
        params: idParam,
        body: z.object({
          plan: z.enum(PLAN_IDS, { error: PLAN_MSG.unknownPlan }),
          card_number: z.string().max(40).optional(),
        }),
        response: {
          200: planChangeDto.extend({
            status: z.enum(["changed", "scheduled", "redirect"]),
            redirect_url: z.string().nullable(),
          }),
          402: errorDto.describe("no card, or the card was declined: the plan is unchanged"),
          502: errorDto,
        },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      let change: PlanChange;
      try {
        change = await choosePlan(ctx, website, PLANS[request.body.plan], {
          cardNumber: request.body.card_number,
          email: currentUser(request).email,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new HttpError(502, `The payment provider answered: ${error.message}`);
        throw error;
      }
      return {
        message: change.message,
        status: change.kind,
        redirect_url: change.kind === "redirect" ? change.url : null,
        website: await storeSubscription(ctx, website.id),
      };
    },
  );

  r.get(
    "/api/subscription/websites/:id",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites", "subscriptions"],
        summary:
          "The store's subscription (plan, period, the plan it moves to at the period end) and its invoices, newest first (edit_settings)",
        params: idParam,
        response: { 200: subscriptionDetailDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { subscription: sub, invoices } = await storeBilling(ctx, website.id);
      const card = paymentProvidersFor(ctx).current.card;
      return {
        payment: { provider: card.name, local: card.local },
        subscription: sub
          ? {
              plan: sub.plan,
              provider: sub.provider,
              current_period_start: sub.current_period_start,
              current_period_end: sub.current_period_end,
              next_plan: sub.next_plan,
            }
          : null,
        invoices: invoices.map((i) => ({ ...i, plan_name: planOf(i.plan).name })),
      };
    },
  );

  await planStripeRoutes(app, ctx);

  r.put(
    "/api/website/limits",
    {
      config: { access: { right: "platform_admin", from: "body.website_id" }, changesStorefront: true },
      schema: {
        tags: ["websites", "subscriptions", "admin"],
        summary:
          "Override limits of one store over its plan (platform admins); keys listed in `reset` go back to the plan's values",
        body: z.object({
          website_id: websiteIdField,
          limits: limitOverridesSchema.default({}),
          reset: z.array(limitsSchema.keyof()).default([]),
        }),
        response: { 200: planChangeDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await overrideStoreLimits(ctx, website, request.body.limits, request.body.reset);
      return { message: PLAN_MSG.limitsUpdated, website: await storeSubscription(ctx, website.id) };
    },
  );
}
