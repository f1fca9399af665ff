import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { DESIGN_ACCESS } from "./common.js";
import { websiteIdParam } from "../../http/params.js";
import { pickerProducts } from "../../services/content/picker.js";

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
      return { data: await pickerProducts(ctx, websiteId, request.query) };
    },
  );
}
