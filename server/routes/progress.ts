import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { grantedStores } from "../http/access.js";
import { nowIso } from "../db/json.js";
import type { Website } from "../db/schema.js";
import { NOTHING_DONE, progressSteps, type ProgressStepKey } from "../../domain/progress.js";
import { storeQuery } from "../http/params.js";

const step = z.object({
  key: z.string(),
  name: z.string(),
  desc: z.string(),
  url: z.string(),
  done: z.boolean(),
});

/** GET /api/app_progress: the onboarding stepper of a store, computed from the database. */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Without a store named: the caller's own first non-demo store, else the first store they belong
   * to (the SPA's own active-store rule). Admins without a store of their own get the no-store steps.
   */
  const defaultStore = async (request: FastifyRequest): Promise<Website | null> => {
    const ids = grantedStores(request);
    if (ids === null) {
      const own = await k
        .selectFrom("websites")
        .selectAll()
        .where("user_id", "=", currentUser(request).id)
        .where("archived_at", "is", null)
        .orderBy("is_demo")
        .orderBy("id")
        .executeTakeFirst();
      return own ?? null;
    }
    if (ids.length === 0) return null;
    const first = await k
      .selectFrom("websites")
      .selectAll()
      .where("id", "in", ids)
      .where("archived_at", "is", null)
      .orderBy("is_demo")
      .orderBy("id")
      .executeTakeFirst();
    return first ?? null;
  };

  const stepsFor = async (website: Website) => {
    const now = nowIso();
    const products = k
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", website.id)
      .where("deleted_at", "is", null);
    const [anyProduct, published] = await Promise.all([
      products.limit(1).executeTakeFirst(),
      products
        .where("available", "=", 1)
        .where((eb) => eb.or([eb("published_from", "is", null), eb("published_from", "<=", now)]))
        .where((eb) => eb.or([eb("published_to", "is", null), eb("published_to", ">", now)]))
        .limit(1)
        .executeTakeFirst(),
    ]);
    const done: Record<ProgressStepKey, boolean> = {
      store_created: true,
      address_valid: website.address_valid === 1,
      payments_connected: website.stripe_valid === 1,
      first_product: anyProduct !== undefined,
      product_published: published !== undefined,
      store_launched: website.is_launched === 1,
    };
    return progressSteps(website.id, done, { demo: website.is_demo === 1 });
  };

  r.get(
    "/api/app_progress",
    {
      // Any member of the store named (website_id, else the active store); without one, the
      // stores the caller belongs to (every store for a platform admin) to pick the first from.
      config: { access: { right: null, stores: ["query.website_id", "active"] } },
      schema: {
        tags: ["app"],
        summary: "Onboarding steps of a store (website_id, else X-Website-Id, else the caller's first store)",
        querystring: storeQuery,
        response: {
          200: z.object({ website_id: z.number().nullable(), all_done: z.boolean(), steps: z.array(step) }),
        },
      },
    },
    async (request) => {
      const website = request.granted?.website ?? (await defaultStore(request));
      const steps = website ? await stepsFor(website) : progressSteps(null, NOTHING_DONE);
      return { website_id: website?.id ?? null, all_done: steps.every((s) => s.done), steps };
    },
  );
}
