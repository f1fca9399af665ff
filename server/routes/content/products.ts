import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { DESIGN_ACCESS } from "./common.js";
import { websiteIdParam } from "../../http/params.js";
import { matchesAny } from "../../db/like.js";

const query = z.object({
  q: z.string().trim().max(200).optional(),
  /** Comma-separated ids: the products a collection already holds, in that order. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .max(2000)
    .optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

/**
 * The collection editor's product picker: a store's products with their picture and price,
 * and whether the storefront shows them now. Never costs or margins.
 */
export async function contentProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/content/:websiteId/products",
    {
      config: { access: DESIGN_ACCESS },
      schema: {
        tags: ["content"],
        summary: "Products to put in a collection, searched by name (edit_design)",
        params: websiteIdParam,
        querystring: query,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                price: z.number(),
                photo_url: z.string().nullable(),
                published: z.boolean(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { websiteId } = request.params;
      const { q, ids, per_page } = request.query;
      const now = nowIso();
      let sel = ctx.db.kysely
        .selectFrom("products")
        .select([
          "id",
          "name",
          "price",
          "preview_photo",
          "featured_front_image",
          "available",
          "published_from",
          "published_to",
        ])
        .where("website_id", "=", websiteId)
        .where("deleted_at", "is", null);
      const wanted = ids ? ids.split(",").map(Number).slice(0, 200) : null;
      if (wanted) sel = sel.where("id", "in", wanted);
      else if (q) sel = sel.where(matchesAny<"products">(["name", "slug"], q));
      const rows = await sel
        .orderBy("sort_order")
        .orderBy("id")
        .limit(wanted ? 200 : per_page)
        .execute();
      const ordered = wanted ? wanted.flatMap((id) => rows.filter((r) => r.id === id)) : rows;
      return {
        data: ordered.map((r) => ({
          id: r.id,
          name: r.name,
          price: r.price,
          photo_url: ctx.urls.url(r.preview_photo ?? r.featured_front_image),
          published:
            r.available === 1 &&
            (!r.published_from || r.published_from <= now) &&
            (!r.published_to || r.published_to > now),
        })),
      };
    },
  );
}
