import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { MSG, PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { LIST_COLUMNS, productRow, productRowDto, productOf, productRowOf, productsOf } from "./common.js";
import { messageDto } from "../../../http/params.js";
import { quickEditInput, quickEditProduct, quickFields } from "../../../services/products/list-writes.js";
import { saveProductRows } from "../../../services/products/bulk-edit.js";

const quickEditBody = quickEditInput.extend({ id: z.number().int().positive() });
const multipleBody = z.object({
  products: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: quickFields.name.optional(),
        price: quickFields.price.optional(),
        available: quickFields.available.optional(),
        min_quantity: quickFields.min_quantity.optional(),
      }),
    )
    .min(1, MSG.listNotEmpty)
    .max(500),
});

/** POST /api/quick-edit/product and /api/update/multiple/products. */
export async function productEditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/quick-edit/product",
    {
      config: { access: productOf("edit_products", "body.id"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Quick edit from the list: name, slug, retail price (never below the minimum), published flag and window, minimum quantity (edit_products)",
        body: quickEditBody,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const now = await quickEditProduct(k, await productRowOf(ctx, id, false), input);
      const saved = await k
        .selectFrom("products")
        .select(LIST_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { message: PRODUCT_LIST_MSG.productUpdated, product: productRow(ctx, saved, now) };
    },
  );

  r.post(
    "/api/update/multiple/products",
    {
      config: { access: productsOf("edit_products", "body.products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Save several products' name, retail price, published flag and minimum quantity at once (edit_products); all or none, errors per row under products.<index>.<field>",
        body: multipleBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const items = request.body.products;
      const ids = items.map((item) => item.id);
      const now = await saveProductRows(k, items, (i, field) => `products.${i}.${field}`);
      const saved = await k.selectFrom("products").select(LIST_COLUMNS).where("id", "in", ids).execute();
      return { message: PRODUCT_LIST_MSG.completed, products: saved.map((row) => productRow(ctx, row, now)) };
    },
  );
}
