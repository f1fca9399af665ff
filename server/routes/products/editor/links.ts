import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { EDITOR_SUCCESS, editableProduct, tags } from "./common.js";
import { loadLiveProduct } from "../../../services/products/editor-view.js";
import { messageDto } from "../../../http/params.js";
import {
  addRelatedProduct,
  removeRelatedProduct,
  setCompanionProducts,
} from "../../../services/products/links.js";

const id = z.number().int().positive();
const linkBody = z.object({ product_id: id, related_product_id: id });
const companionBody = z.object({ product_id: id, companion_ids: z.array(id).max(50) });
const linksDto = messageDto.extend({ ids: z.array(z.number()) });

/** Every link route: a write on the product named in the body, by its store's edit_products. */
const linkRoute = <Body extends z.ZodType>(summary: string, body: Body) => ({
  schema: { tags, summary, body, response: { 200: linksDto } },
  config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true as const },
});

/** Related products (shown beside a product) and companion products (offered with it). */
export async function editorLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/related/product",
    linkRoute("Add a related product of the same store (edit_products)", linkBody),
    async (request) => {
      const { product_id, related_product_id } = request.body;
      const product = await loadLiveProduct(ctx, product_id);
      const ids = await addRelatedProduct(ctx, product, related_product_id);
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );

  r.delete(
    "/api/related/product",
    linkRoute("Remove a related product (edit_products)", linkBody),
    async (request) => {
      const { product_id, related_product_id } = request.body;
      const product = await loadLiveProduct(ctx, product_id);
      const ids = await removeRelatedProduct(ctx, product, related_product_id);
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );

  r.post(
    "/api/companion/product",
    linkRoute("Set a product's companion products, in order (edit_products)", companionBody),
    async (request) => {
      const { product_id, companion_ids } = request.body;
      const product = await loadLiveProduct(ctx, product_id);
      const ids = await setCompanionProducts(ctx, product, companion_ids);
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );
}
