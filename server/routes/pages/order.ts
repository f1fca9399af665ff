import type { FastifyInstance } from "fastify";
import { writePage } from "../../services/pages/activity.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MSG } from "../../../domain/messages.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../errors.js";
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
      const result = await ctx.db.kysely.transaction().execute(async (trx) => {
        const all = await trx
          .selectFrom("pages")
          .select(["id", "sort_order"])
          .where("website_id", "=", website_id)
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
        const known = new Set(all.map((p) => p.id));
        const stranger = pages.findIndex((id) => !known.has(id));
        if (stranger !== -1) throw invalid({ [`pages.${stranger}`]: SECTION_MSG.orderPagesMissing });
        const listed = new Set(pages);
        const ordered = [...pages, ...all.filter((p) => !listed.has(p.id)).map((p) => p.id)];
        const now = nowIso();
        const before = new Map(all.map((p) => [p.id, p.sort_order]));
        for (const [index, id] of ordered.entries()) {
          if (before.get(id) === index) continue;
          await writePage(trx, id, { sort_order: index, updated_at: now }, "update");
        }
        return ordered.map((id, index) => ({ id, sort_order: index }));
      });
      return { message: SECTION_MSG.orderUpdated, pages: result };
    },
  );
}
