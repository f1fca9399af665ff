import { limitRequests } from "../http/rate-limit.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { countProductView } from "../services/product-views/count.js";
import { recordId } from "../http/params.js";

/** A shopper's browser may reload a page, but a script must not pump a product up the "most views" card. */
const VIEWS_PER_MINUTE = 60;

/**
 * POST /api/storefront/products/{id}/view: the storefront counts a product page view (the dashboard's
 * "most views" card). Public: shoppers are not signed in. Only a published product of a launched,
 * live store counts, so previews of drafts and demo stores never inflate the numbers.
 */
export async function productViewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (limited) => {
    await limitRequests(limited, ctx.db, {
      name: "store-product-view",
      max: VIEWS_PER_MINUTE,
      message: "Too many requests.",
    });
    limited.withTypeProvider<ZodTypeProvider>().post(
      "/api/storefront/products/:id/view",
      {
        config: { access: "public" },
        schema: {
          tags: ["storefront"],
          summary: "Count one storefront view of a published product (public, rate-limited per address)",
          params: z.object({ id: recordId }),
          response: { 201: z.object({ counted: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await countProductView(ctx, request.params.id);
        return reply.code(201).send({ counted: true as const });
      },
    );
  });
}
