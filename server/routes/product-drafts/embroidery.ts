import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { embroideryRequestSchema } from "../../../domain/drafts.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { requestEmbroidery } from "../../services/product-drafts/embroidery.js";
import { draftOf, ownDraft } from "./access.js";
import { tags } from "./dto.js";

export const EMBROIDERY_SUCCESS = "Completed successfully";

/**
 * POST /api/embroidery/request: asks for an item's design to be digitised for
 * embroidery. The request is recorded for the production team with the design it concerns.
 */
export async function embroideryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/embroidery/request",
    {
      schema: {
        tags,
        summary: "Request embroidery digitising for a draft item's design (add_products)",
        description:
          "file_id, when given, must be one of the store's files: an embroidery file (.dst, .pdf, .emb) or the design image itself. Without it, the design of the item's first side is meant.",
        body: embroideryRequestSchema,
        response: { 201: z.object({ id: z.number(), message: z.string() }) },
      },
      config: { access: draftOf("body.draft_id") },
    },
    async (request, reply) => {
      const body = request.body;
      const draft = await ownDraft(ctx, request, body.draft_id);
      const id = await requestEmbroidery(ctx, draft, currentUser(request).id, body);
      return reply.code(201).send({ id, message: EMBROIDERY_SUCCESS });
    },
  );
}
