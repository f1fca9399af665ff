import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import { publishDraft } from "../../services/product-drafts/publish.js";
import { draftOf, ownDraft } from "./access.js";
import { draftIdParam, publishDto, tags } from "./dto.js";

/** Publishing a draft: its store products are created and the draft goes. */
export async function publishRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/product-drafts/:id/publish",
    {
      config: { access: draftOf(), changesStorefront: true },
      schema: {
        tags,
        summary: "Create the store products of a draft and discard the draft (add_products)",
        description:
          "Refused (422, with the failing fields) while a step is incomplete or a mockup is missing, stale or being generated; 409 past the plan's product limit. One transaction for all items; the mockups become public pictures of the products.",
        params: draftIdParam,
        response: { 201: publishDto },
      },
    },
    async (request, reply) => {
      const row = await ownDraft(ctx, request, request.params.id);
      const { website } = grantedStore(request);
      const productIds = await publishDraft(ctx, row, website);
      return reply.code(201).send({ product_ids: productIds });
    },
  );
}
