import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../context.js";
import { grantedStore } from "../../../http/access.js";
import { loadEditorDto, loadLiveProduct, reloadEditorDto } from "../../../services/products/editor-view.js";
import { editorDto } from "../../../../domain/contracts/product-editor.js";
import { createBody, updateBody } from "../../../../domain/contracts/product-editor.js";
import { createFromBlank, saveStoreProduct } from "../../../services/products/store-products.js";
import { EDITOR_SUCCESS, editableProduct, editsAsAdmin, tags } from "./common.js";
import { idParam } from "../../../http/params.js";
import { answeringCurrent, askedVersion, tagVersion } from "../../../http/versions.js";

/** The editor's read, create from a supplier blank, and save. */
export async function editorCoreRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products/:id/editor",
    {
      schema: {
        tags,
        summary:
          "A store product as the editor shows it: fields, variants, supplier colours, pricing lines (edit_products)",
        params: idParam,
        response: { 200: editorDto },
      },
      config: { access: editableProduct("edit_products") },
    },
    async (request, reply) => {
      const product = await loadEditorDto(ctx, await loadLiveProduct(ctx, request.params.id));
      tagVersion(reply, product);
      return product;
    },
  );

  r.post(
    "/api/products/create",
    {
      schema: {
        tags,
        summary:
          "Create a store product from a supplier blank with the chosen colours and sizes (add_products)",
        description:
          "Variants are generated for every chosen colour and size; without a price the product starts at the default 40 % margin over the minimum price, rounded up to .99.",
        body: createBody,
        response: { 201: editorDto },
      },
      config: {
        access: { right: "add_products", from: ["body.website_id", "active"] },
        changesStorefront: true,
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const id = await createFromBlank(k, website, request.body, editsAsAdmin(request));
      const product = await loadEditorDto(ctx, await loadLiveProduct(ctx, id));
      return reply.code(201).send(product);
    },
  );

  r.post(
    "/api/products/:id/update",
    {
      schema: {
        tags,
        summary:
          "Save the product editor: texts, categories, publish window, colours and sizes, pricing (edit_products)",
        description:
          "One transaction. With the version the editor read (`version` or If-Match), a product saved by someone else since answers 409 with `current`, the editor's read of it now, and nothing is written. Name cut to 50; a publish start not before the end is rejected (422 on published_from); the price must not be below the minimum price (422 on price). min_quantity, custom_fee, same_variant_price, print_areas and generatedVariants are admin-only and ignored for others.",
        params: idParam,
        body: updateBody,
        response: { 200: editorDto.extend({ message: editorDto.shape.name }) },
      },
      config: { access: editableProduct("edit_products"), changesStorefront: true },
    },
    async (request) => {
      const product = await loadLiveProduct(ctx, request.params.id);
      const version = askedVersion(request);
      await answeringCurrent(
        () =>
          saveStoreProduct(
            ctx,
            product,
            { ...request.body, version: version ?? undefined },
            editsAsAdmin(request),
          ),
        () => reloadEditorDto(ctx, product.id),
      );
      return { ...(await reloadEditorDto(ctx, product.id)), message: EDITOR_SUCCESS.updated };
    },
  );
}
