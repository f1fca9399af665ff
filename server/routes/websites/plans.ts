import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { isAdminRequest, memberships, requireAdmin, requireStore } from "../../auth/guard.js";
import { storesWhere } from "../../auth/access.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { invalid } from "../../errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import {
  effectiveLimits,
  limitOverridesSchema,
  limitsSchema,
  PLAN_IDS,
  PLAN_MSG,
  PLANS,
  planOf,
  resolveLimits,
  withinLimit,
  type LimitOverrides,
} from "../../../domain/plans.js";
import { websiteIdField } from "../../../domain/stores.js";
import { idParam } from "./common.js";

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

/** Subscriptions tab: the plans, each store's plan and usage, plan changes and admin overrides. */
export async function websitePlanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const productCounts = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await k
      .selectFrom("products")
      .select(["website_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("website_id", "in", ids)
      .where("deleted_at", "is", null)
      .groupBy("website_id")
      .execute();
    return new Map(rows.map((row) => [row.website_id, Number(row.n)]));
  };

  /** The stores' plans; lists show stores in use, a single store is answered even when archived. */
  const subscriptions = async (ids: number[] | null, inUseOnly: boolean) => {
    let query = k
      .selectFrom("websites")
      .select(["id", "name", "plan", "limits", "limit_overrides"])
      .orderBy("name");
    if (ids) query = query.where("id", "in", ids.length > 0 ? ids : [0]);
    if (inUseOnly) query = query.where("archived_at", "is", null);
    const rows = await query.execute();
    const counts = await productCounts(rows.map((w) => w.id));
    return rows.map((w) => {
      const plan = planOf(w.plan);
      return {
        id: w.id,
        name: w.name,
        plan: w.plan,
        plan_name: plan.name,
        price: plan.price,
        limits: resolveLimits(w.plan, fromJson(w.limits, {})),
        limit_overrides: fromJson<Record<string, unknown>>(w.limit_overrides, {}),
        products_count: counts.get(w.id) ?? 0,
      };
    });
  };

  r.get(
    "/api/plans",
    {
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
      schema: {
        tags: ["websites", "subscriptions"],
        summary:
          "The stores whose plan the caller manages (edit_settings; admins: all) with plan, limits and usage",
        response: { 200: z.object({ data: z.array(subscriptionDto), plans: z.array(planDto) }) },
      },
    },
    async (request) => {
      const ids = isAdminRequest(request)
        ? null
        : storesWhere(await memberships(ctx.db, request), "edit_settings");
      return { data: await subscriptions(ids, true), plans: PLAN_IDS.map((id) => PLANS[id]) };
    },
  );

  r.put(
    "/api/update/website/plan/:id",
    {
      schema: {
        tags: ["websites", "subscriptions"],
        summary:
          "Change the store's plan (edit_settings): its limits become the plan's (admin overrides kept); refused when the store has more products than the plan allows",
        params: idParam,
        body: z.object({ plan: z.enum(PLAN_IDS, { error: PLAN_MSG.unknownPlan }) }),
        response: { 200: planChangeDto },
      },
    },
    async (request) => {
      const { website } = await requireStore(ctx.db, request, request.params.id, "edit_settings");
      const plan = PLANS[request.body.plan];
      const overrides = fromJson<LimitOverrides>(website.limit_overrides, {});
      const limits = effectiveLimits(plan.id, overrides);
      const count = (await productCounts([website.id])).get(website.id) ?? 0;
      if (!withinLimit(limits, "products", count)) {
        throw invalid({ plan: PLAN_MSG.tooManyProducts(count, plan.name, limits.products ?? 0) });
      }
      await k
        .updateTable("websites")
        .set({ plan: plan.id, limits: toJson(limits), updated_at: nowIso() })
        .where("id", "=", website.id)
        .execute();
      // The plan's limits decide what the storefront shows (gift cards, section patterns).
      invalidateStorefront(website.id);
      const [row] = await subscriptions([website.id], false);
      return { message: PLAN_MSG.planChanged(plan.name), website: row! };
    },
  );

  r.put(
    "/api/website/limits",
    {
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
      requireAdmin(request);
      const { website } = await requireStore(ctx.db, request, request.body.website_id, null);
      const overrides: LimitOverrides = {
        ...fromJson<LimitOverrides>(website.limit_overrides, {}),
        ...request.body.limits,
      };
      for (const key of request.body.reset) delete overrides[key];
      await k
        .updateTable("websites")
        .set({
          limit_overrides: toJson(overrides),
          limits: toJson(effectiveLimits(website.plan, overrides)),
          updated_at: nowIso(),
        })
        .where("id", "=", website.id)
        .execute();
      invalidateStorefront(website.id);
      const [row] = await subscriptions([website.id], false);
      return { message: PLAN_MSG.limitsUpdated, website: row! };
    },
  );
}
