import type { FastifyInstance } from "fastify";
import { reorderPages } from "../../services/pages/reorder.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG } from "../../../domain/messages.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import type { AppContext } from "../../context.js";
import { pageOrderResponse } from "../../../domain/contracts/store-designer.js";

export const pageOrderSchema = z.object({
  website_id: z.number({ error: MSG.required }).int().positive(),
  /** Page ids in their new menu order; pages left out keep their place after these. */
  pages: z
    .array(z.number().int().positive(), { error: MSG.listNotEmpty })
    .min(1, MSG.listNotEmpty)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "A page is listed twice."),
});

/** POST /api/update/website/pages/order: the design editor's page list after a drag. */
export async function pageOrderRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/update/website/pages/order",
    {
      config: { access: { right: "edit_design", from: "body.website_id" }, changesStorefront: true },
      schema: {
        tags: ["pages"],
        summary: "Reorder a store's pages (edit_design)",
        body: pageOrderSchema,
        response: { 200: pageOrderResponse },
      },
    },
    async (request) => {
      const { website_id, pages } = request.body;
      const result = await reorderPages(ctx.db.kysely, website_id, pages);
      return { message: SECTION_MSG.orderUpdated, pages: result };
    },
  );
}
