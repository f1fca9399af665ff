import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { isAdminRequest } from "../../auth/guard.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { variantPhotos } from "../../services/catalogue/present.js";
import { supplierProductInput } from "../../../domain/supplier-product-input.js";
import { catalogueItem, catalogueItemDto } from "./list.js";
import { loadSupplierProduct } from "../../services/catalogue/detail.js";
import { cloneSupplierProduct } from "../../services/catalogue/clone.js";
import {
  createSupplierProduct,
  deleteSupplierProduct,
  updateSupplierProduct,
} from "../../services/catalogue/save.js";
import { idParam } from "../../http/params.js";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import { recordVersion } from "../../../domain/contracts/versions.js";

const variantDto = z.object({
  id: z.number(),
  sku: z.string(),
  color: z.string(),
  color_swatch: z.string(),
  size: z.string(),
  cost: z.number(),
  quantity: z.number(),
  available: z.number(),
  images: z.array(z.object({ place: z.string(), url: z.string().nullable() })),
});
const detailDto = catalogueItemDto.extend({
  print_price_second: z.number(),
  print_areas: z.array(z.record(z.string(), z.unknown())),
  size_images: z.array(z.string().nullable()),
  variants: z.array(variantDto),
  version: recordVersion,
});
const savedDto = z.object({ message: z.string(), product: detailDto, notified: z.number() });

/** One supplier product (GET /api/smake/product/{id}) and the admin's create, update, delete. */
export async function supplierProductRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The product as the catalogue shows it, with its print details, size charts and variants. */
  const detail = async (id: number, admin: boolean) => {
    const { row, variants, printAreas, sizeImages } = await loadSupplierProduct(ctx, id, admin);
    return {
      ...catalogueItem(ctx, row, variants),
      print_price_second: row.print_price_second,
      print_areas: printAreas,
      size_images: sizeImages.map((key) => ctx.urls.url(key)),
      version: row.version,
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        color: v.color,
        color_swatch: v.color_swatch,
        size: v.size,
        cost: v.cost,
        quantity: v.quantity,
        available: v.available,
        images: variantPhotos(ctx, v.images),
      })),
    };
  };

  r.get(
    "/api/smake/product/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["supplier catalogue"],
        summary:
          "One supplier product with its variants (colour, size, cost, stock, pictures); inactive ones for admins only",
        params: idParam,
        response: { 200: detailDto },
      },
    },
    (request) => detail(request.params.id, isAdminRequest(request)),
  );

  r.post(
    "/api/smake/product",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary: "Create a supplier product with its variants (admin). Money in cents",
        body: supplierProductInput,
        response: { 200: savedDto },
      },
    },
    async (request) => {
      const id = await createSupplierProduct(k, request.body);
      return { message: CATALOGUE_MSG.completed, product: await detail(id, true), notified: 0 };
    },
  );

  r.post(
    "/api/update/smake/product",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary:
          "Update a supplier product and its whole variant list (admin): variants not sent are removed; a cost change notifies the teams of stores selling products made from it (price_change, per their settings)",
        description:
          "With the version the screen read (`version` or If-Match), a blank saved by someone else since answers 409 with `current`, the blank as it is now, and nothing is written.",
        body: z.intersection(
          z.object({ id: z.number().int().positive(), version: recordVersion.optional() }),
          supplierProductInput,
        ),
        response: { 200: savedDto },
      },
    },
    async (request) => {
      const { id, version: _version, ...input } = request.body;
      const notified = await answeringCurrent(
        () => updateSupplierProduct(k, ctx.events, id, input, askedVersion(request)),
        () => detail(id, true),
      );
      return { message: CATALOGUE_MSG.completed, product: await detail(id, true), notified };
    },
  );

  r.post(
    "/api/clone/smake/:id",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary:
          "Clone a supplier product with its variants (admin). The copy is inactive until an admin switches it on, and names its source in similar_product_id (the catalogue's is_clone / get_cloned_products)",
        params: idParam,
        response: { 200: savedDto },
      },
    },
    async (request) => {
      const id = await cloneSupplierProduct(k, request.params.id);
      return { message: CATALOGUE_MSG.completed, product: await detail(id, true), notified: 0 };
    },
  );

  r.delete(
    "/api/smake/product/:id",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["supplier catalogue", "admin"],
        summary: "Delete a supplier product (admin); store products made from it keep their own copy",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteSupplierProduct(k, request.params.id);
      return { message: CATALOGUE_MSG.completed };
    },
  );
}
