import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import type { Product } from "../../../db/schema.js";
import { invalid } from "../../../errors.js";
import { EDITOR_SUCCESS, editableProduct, liveProduct, tags } from "./common.js";
import { EDITOR_MSG } from "../../../../domain/contracts/product-editor.js";
import { messageDto } from "../../../http/params.js";
import { setLinks } from "../../../services/products/links.js";

const id = z.number().int().positive();
const linkBody = z.object({ product_id: id, related_product_id: id });
const companionBody = z.object({ product_id: id, companion_ids: z.array(id).max(50) });
const linksDto = messageDto.extend({ ids: z.array(z.number()) });

/** Linked products must be live products of the same store, and not the product itself. */
async function checkLinked(ctx: AppContext, product: Product, ids: readonly number[], field: string) {
  if (ids.includes(product.id)) throw invalid({ [field]: EDITOR_MSG.linkSelf });
  if (ids.length === 0) return;
  const found = await ctx.db.kysely
    .selectFrom("products")
    .select("id")
    .where("id", "in", [...ids])
    .where("website_id", "=", product.website_id)
    .where("deleted_at", "is", null)
    .execute();
  if (found.length !== new Set(ids).size) throw invalid({ [field]: EDITOR_MSG.linkUnknown });
}

/** Related products (shown beside a product) and companion products (offered with it). */
export async function editorLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/related/product",
    {
      schema: {
        tags,
        summary: "Add a related product of the same store (edit_products)",
        body: linkBody,
        response: { 200: linksDto },
      },
      config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true },
    },
    async (request) => {
      const { product_id, related_product_id } = request.body;
      const product = await liveProduct(ctx, product_id);
      await checkLinked(ctx, product, [related_product_id], "related_product_id");
      const ids = await setLinks(k, product.id, "related", (current) => [...current, related_product_id]);
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );

  r.delete(
    "/api/related/product",
    {
      schema: {
        tags,
        summary: "Remove a related product (edit_products)",
        body: linkBody,
        response: { 200: linksDto },
      },
      config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true },
    },
    async (request) => {
      const { product_id, related_product_id } = request.body;
      const product = await liveProduct(ctx, product_id);
      const ids = await setLinks(k, product.id, "related", (current) =>
        current.filter((linked) => linked !== related_product_id),
      );
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );

  r.post(
    "/api/companion/product",
    {
      schema: {
        tags,
        summary: "Set a product's companion products, in order (edit_products)",
        body: companionBody,
        response: { 200: linksDto },
      },
      config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true },
    },
    async (request) => {
      const { product_id, companion_ids } = request.body;
      const product = await liveProduct(ctx, product_id);
      const ids = [...new Set(companion_ids)];
      await checkLinked(ctx, product, ids, "companion_ids");
      await setLinks(k, product.id, "companion", () => ids);
      return { message: EDITOR_SUCCESS.completed, ids };
    },
  );
}
