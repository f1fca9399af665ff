import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/json.js";
import { duplicateListProducts } from "../../../services/products/list-actions.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { idsBody, productRow, productRowDto, productOf, productsOf } from "./common.js";
import { idParam, messageDto } from "../../../http/params.js";

/** POST /api/duplicate/product/{id} and /api/duplicate/products. */
export async function productDuplicateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const run = async (ids: readonly number[]) => {
    const rows = await duplicateListProducts(ctx, ids);
    const now = nowIso();
    return rows.map((row) => productRow(ctx, row, now));
  };

  r.post(
    "/api/duplicate/product/:id",
    {
      config: { access: productOf("add_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Copy a product with its variants and categories, unpublished (add_products)",
        params: idParam,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const products = await run([request.params.id]);
      return { message: PRODUCT_LIST_MSG.duplicated(products.length), products };
    },
  );

  r.post(
    "/api/duplicate/products",
    {
      config: { access: productsOf("add_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Copy several products (add_products), all or none",
        body: idsBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const products = await run(request.body.ids);
      return { message: PRODUCT_LIST_MSG.duplicated(products.length), products };
    },
  );
}
