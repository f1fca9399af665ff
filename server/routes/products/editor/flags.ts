import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { PRICING_MSG } from "../../../../domain/pricing.js";
import {
  setColorAvailability,
  setCustomizable,
  setPlatformFee,
  setProductAvailability,
  setProductSwatch,
} from "../../../services/products/editor-flags.js";
import { EDITOR_SUCCESS, editableProduct, tags } from "./common.js";
import { loadLiveProduct } from "../../../services/products/editor-view.js";
import { swatchSchema } from "../../../../domain/contracts/product-editor.js";
import { messageDto } from "../../../http/params.js";

const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 ? 1 : 0));
const productId = z.number().int().positive();
/** Small instant saves of the editor and the low stock dialog. */
export async function editorFlagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/variant/availability",
    {
      schema: {
        tags,
        summary: "Switch every variant of one colour on or off (edit_products)",
        body: z.object({ product_id: productId, color: z.string().min(1), available: flag }),
        response: { 200: messageDto.extend({ updated: z.number(), inventory_quantity: z.number() }) },
      },
      config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true },
    },
    async (request) => {
      const { product_id, color, available } = request.body;
      const product = await loadLiveProduct(ctx, product_id);
      const saved = await setColorAvailability(ctx, product, color, available);
      return { message: EDITOR_SUCCESS.completed, ...saved };
    },
  );

  r.post(
    "/api/update/product/availability",
    {
      schema: {
        tags,
        summary: "Publish or unpublish a product at once (low stock dialog; edit_products)",
        body: z.object({ product: z.object({ id: productId, available: flag }) }),
        response: {
          200: messageDto.extend({ product: z.object({ id: z.number(), available: z.number() }) }),
        },
      },
      config: {
        access: { right: "edit_products", from: { record: "products", at: "body.product.id" } },
        changesStorefront: true,
      },
    },
    async (request) => {
      const { id, available } = request.body.product;
      const product = await loadLiveProduct(ctx, id);
      await setProductAvailability(ctx, product, available);
      return { message: EDITOR_SUCCESS.completed, product: { id: product.id, available } };
    },
  );

  r.post(
    "/api/update/customizable",
    {
      schema: {
        tags,
        summary: "Turn the supplier's first custom fee on or off for a product (edit_products)",
        description:
          "The minimum price changes with it; a price left below the new minimum is refused (422).",
        body: z.object({ id: productId, customizable: flag }),
        response: { 200: messageDto.extend({ customizable: z.boolean() }) },
      },
      config: { access: editableProduct("edit_products", "body.id"), changesStorefront: true },
    },
    async (request) => {
      const { id, customizable } = request.body;
      const product = await loadLiveProduct(ctx, id);
      await setCustomizable(ctx, product, customizable === 1);
      return { message: EDITOR_SUCCESS.completed, customizable: customizable === 1 };
    },
  );

  r.post(
    "/api/products/custom/fee",
    {
      schema: {
        tags,
        summary: "Set a product's platform (ssm) fee in cents (platform admins)",
        description:
          "The fee is part of the minimum price; a price left below the new minimum is refused (422).",
        body: z.object({
          id: productId,
          ssm_fees: z.number({ error: PRICING_MSG.customFee }).int().min(0, PRICING_MSG.customFee),
        }),
        response: { 200: messageDto.extend({ ssm_fees: z.number() }) },
      },
      config: { access: editableProduct("platform_admin", "body.id"), changesStorefront: true },
    },
    async (request) => {
      const { id, ssm_fees } = request.body;
      const product = await loadLiveProduct(ctx, id);
      await setPlatformFee(ctx, product, ssm_fees);
      return { message: EDITOR_SUCCESS.customFee, ssm_fees };
    },
  );

  r.post(
    "/api/product/swatch",
    {
      schema: {
        tags,
        summary: "Change the swatch colour shown for one colour of a product (edit_products)",
        body: z.object({ product_id: productId, color: z.string().min(1), color_swatch: swatchSchema }),
        response: { 200: messageDto.extend({ updated: z.number() }) },
      },
      config: { access: editableProduct("edit_products", "body.product_id"), changesStorefront: true },
    },
    async (request) => {
      const { product_id, color, color_swatch } = request.body;
      const product = await loadLiveProduct(ctx, product_id);
      const updated = await setProductSwatch(ctx, product, color, color_swatch);
      return { message: EDITOR_SUCCESS.completed, updated };
    },
  );
}
