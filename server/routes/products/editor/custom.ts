import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { grantedStore } from "../../../http/access.js";
import { EDITOR_SUCCESS, editableProduct, editsAsAdmin, tags } from "./common.js";
import { saveStoreProduct } from "../../../services/products/store-products.js";
import {
  createCustomProduct,
  loadCustomProduct,
  removeCustomPrintFiles,
  setCustomPicture,
} from "../../../services/products/custom.js";
import { loadEditorDto, loadLiveProduct, reloadEditorDto } from "../../../services/products/editor-view.js";
import { editorDto } from "../../../../domain/contracts/product-editor.js";
import { designFile } from "../../../services/product-drafts/design-file.js";
import {
  customCreateBody,
  customPictureBody,
  customUpdateBody,
} from "../../../../domain/contracts/product-editor.js";
import { idParam, messageDto } from "../../../http/params.js";

/** A custom product: no supplier blank; its own colours, sizes and cost lines. */
export async function editorCustomRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/create/custom",
    {
      schema: {
        tags,
        summary: "Create a custom product with its own colours, sizes and cost lines (add_products)",
        body: customCreateBody,
        response: { 201: editorDto },
      },
      config: {
        access: { right: "add_products", from: ["body.website_id", "active"] },
        changesStorefront: true,
      },
    },
    async (request, reply) => {
      const { picture_file_id: pictureFileId, ...body } = request.body;
      const { website } = grantedStore(request);
      const picture =
        pictureFileId === undefined ? undefined : await designFile(ctx, k, website.id, pictureFileId);
      const id = await createCustomProduct(ctx, website, body, picture?.path, editsAsAdmin(request));
      return reply.code(201).send(await loadEditorDto(ctx, await loadLiveProduct(ctx, id)));
    },
  );

  r.post(
    "/api/update/custom",
    {
      schema: {
        tags,
        summary: "Save a custom product (edit_products); same rules as the product editor",
        body: customUpdateBody,
        response: { 200: editorDto.extend({ message: z.string() }) },
      },
      config: { access: editableProduct("edit_products", "body.id"), changesStorefront: true },
    },
    async (request) => {
      const { id, ...body } = request.body;
      await saveStoreProduct(ctx, await loadCustomProduct(ctx, id), body, editsAsAdmin(request));
      return { ...(await reloadEditorDto(ctx, id)), message: EDITOR_SUCCESS.updated };
    },
  );

  r.post(
    "/api/product/custom/picture",
    {
      schema: {
        tags,
        summary: "Set a custom product's picture, the one the store shows (edit_products)",
        description:
          "`file_id` is one of the store's PNG or JPG files: uploaded (POST /api/upload/product_photos) or from the library.",
        body: customPictureBody,
        response: { 200: editorDto.extend({ message: z.string() }) },
      },
      config: { access: editableProduct("edit_products", "body.id"), changesStorefront: true },
    },
    async (request) => {
      const product = await loadCustomProduct(ctx, request.body.id);
      const picture = await designFile(ctx, k, product.website_id, request.body.file_id);
      await setCustomPicture(ctx, product, picture.path);
      return { ...(await reloadEditorDto(ctx, product.id)), message: EDITOR_SUCCESS.completed };
    },
  );

  r.get(
    "/api/custom/product/:id",
    {
      schema: {
        tags,
        summary: "A custom product for its editor (edit_products)",
        params: idParam,
        response: { 200: editorDto },
      },
      config: { access: editableProduct("edit_products") },
    },
    async (request) => {
      const product = await loadCustomProduct(ctx, request.params.id);
      return loadEditorDto(ctx, product);
    },
  );

  r.delete(
    "/api/product/custom/print/:id",
    {
      schema: {
        tags,
        summary: "Remove a custom product's print file for one side, or all of them (edit_products)",
        description: "{id} is the product; `print_id` names one print file, `place` every file of a side.",
        params: idParam,
        querystring: z.object({ print_id: z.string().optional(), place: z.string().optional() }),
        response: { 200: messageDto.extend({ print_files: editorDto.shape.print_files }) },
      },
      config: { access: editableProduct("edit_products"), changesStorefront: true },
    },
    async (request) => {
      const product = await loadCustomProduct(ctx, request.params.id);
      const { print_id, place } = request.query;
      const printFiles = await removeCustomPrintFiles(ctx, product, print_id, place);
      return {
        message: EDITOR_SUCCESS.completed,
        print_files: printFiles.map((f) => ({ ...f, path: undefined, url: ctx.urls.url(f.path) })),
      };
    },
  );
}
