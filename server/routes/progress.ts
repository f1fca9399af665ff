import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { grantedStores } from "../http/access.js";
import { defaultProgressStore, storeProgress } from "../services/progress/steps.js";
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
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      // Without a store named, admins without a store of their own get the no-store steps.
      const website =
        request.granted?.website ??
        (await defaultProgressStore(ctx, currentUser(request).id, grantedStores(request)));
      const steps = await storeProgress(ctx, website);
      return { website_id: website?.id ?? null, all_done: steps.every((s) => s.done), steps };
    },
  );
}
