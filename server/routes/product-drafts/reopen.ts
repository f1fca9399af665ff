import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { holdsRight } from "../../../domain/resource-rights.js";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../errors.js";
import { DRAFT_PERMISSION } from "./access.js";
import { draftDto, tags } from "./dto.js";
import { recordId } from "../../http/params.js";
import { reopenProduct } from "../../services/product-drafts/start.js";

/**
 * Reopening a store product's design in the product creator: a single draft whose item names the
 * product, so publishing it updates that product (same id, slug and categories) instead of making
 * a new one.
 */
export async function reopenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/product-drafts/from-product/:productId",
    {
      schema: {
        tags,
        summary: "Open a store product's design in the product creator (add_products and edit_products)",
        description:
          "Answers the caller's open draft of that product (200) or a new one at the design step (201): the product's blank, colours, sizes, method, name, slug, price and, where kept, its designs and placements. Publishing the draft updates the product. A custom product answers 422; another store's or a deleted one 404.",
        params: z.object({ productId: recordId }),
        response: { 200: draftDto, 201: draftDto },
      },
      config: { access: { right: "edit_products", from: "active" } },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      // Both rights are needed; a rule names one, so the creator's own is checked here.
      if (!holdsRight(access, DRAFT_PERMISSION)) throw forbidden();
      const { draft, created } = await reopenProduct(
        ctx,
        website.id,
        currentUser(request).id,
        request.params.productId,
      );
      return reply.code(created ? 201 : 200).send(draft);
    },
  );
}
