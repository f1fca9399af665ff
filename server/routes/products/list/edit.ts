import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { MSG, PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { productRowDto, productOf, productRowsNow, productsOf } from "./common.js";
import { messageDto } from "../../../http/params.js";
import { nowIso } from "../../../db/json.js";
import { answeringCurrent } from "../../../http/versions.js";
import { quickEditInput, quickFields } from "../../../services/products/list-writes.js";
import { quickEditListProduct } from "../../../services/products/list-actions.js";
import { saveProductRows, StaleRows } from "../../../services/products/bulk-edit.js";

const quickEditBody = quickEditInput.extend({
  id: z.number().int().positive(),
  version: recordVersion.optional(),
});
const multipleBody = z.object({
  products: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: quickFields.name.optional(),
        price: quickFields.price.optional(),
        available: quickFields.available.optional(),
        min_quantity: quickFields.min_quantity.optional(),
        version: recordVersion.optional(),
      }),
    )
    .min(1, MSG.listNotEmpty)
    .max(500),
});

/** POST /api/quick-edit/product and /api/update/multiple/products. */
export async function productEditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/quick-edit/product",
    {
      config: { access: productOf("edit_products", "body.id"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Quick edit from the list: name, slug, retail price (never below the minimum), published flag and window, minimum quantity (edit_products)",
        description:
          "With the `version` of the list row the dialog read, a product saved by someone else since answers 409 with the version message and `current`, the product's list row as it is now (with its new version), and nothing is written; the 409 comes before the price and publish rules (422), which would be judged on values the caller has not seen. Without a version the save goes over whatever is stored (last save wins).",
        body: quickEditBody,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      const now = await answeringCurrent(
        () => quickEditListProduct(ctx, id, input, version),
        async () => (await productRowsNow(ctx, [id], nowIso()))[0]!,
      );
      const [product] = await productRowsNow(ctx, [id], now);
      return { message: PRODUCT_LIST_MSG.productUpdated, product: product! };
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
        description:
          "All products or none, in one transaction. Each product may carry the `version` of the list row the dialog read (one without is saved over whatever is stored: last save wins). If any was saved by someone else since, nothing is written and the answer is 409 with the version message, an error under products.<index>.version for every such product, and `current.products`, those products' list rows as they are now (with their new versions). The 409 comes before the price and publish rules (422), which would be judged on values the caller has not seen.",
        body: multipleBody,
        response: { 200: messageDto.extend({ products: z.array(productRowDto) }) },
      },
    },
    async (request) => {
      const items = request.body.products;
      const ids = items.map((item) => item.id);
      let now: string;
      try {
        now = await saveProductRows(ctx, items, (i, field) => `products.${i}.${field}`);
      } catch (error) {
        // Stale products are answered as they are now, so the dialog can say what someone else saved.
        if (error instanceof StaleRows)
          error.current = { products: await productRowsNow(ctx, error.ids, nowIso()) };
        throw error;
      }
      return { message: PRODUCT_LIST_MSG.completed, products: await productRowsNow(ctx, ids, now) };
    },
  );
}
