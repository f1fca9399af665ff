import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { colorPriceSchema } from "../../../../domain/pricing.js";
import { attributeSchema, VARIANT_MSG } from "../../../../domain/variants.js";
import { saveVariantDialog } from "../../../services/products/variant-dialog.js";
import { EDITOR_SUCCESS, editableProduct, tags } from "./common.js";
import { loadLiveProduct } from "../../../services/products/editor-view.js";
import { editorDto } from "../../../../domain/contracts/product-editor.js";
import { idParam, messageDto } from "../../../http/params.js";

const variantBody = z.object({
  variant_id: z.string().min(1).optional(),
  grouped: z.boolean().default(false),
  colors: z.array(z.string().trim()).max(100),
  sizes: z.array(z.string().trim()).max(50),
  sku: z.string().trim().min(1, VARIANT_MSG.skuRequired).optional(),
  price: colorPriceSchema.optional(),
  available: z.union([z.literal(0), z.literal(1)]).optional(),
  attributes: z.array(attributeSchema).max(20).optional(),
});

/**
 * The variant dialog (admins): one colour and size, or a grouped set of colours x sizes. Each
 * new pair comes from its supplier variant; custom attributes (Text, Color, True or false) are
 * kept beside Color and Size.
 */
export async function editorVariantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/products/:id/variant",
    {
      schema: {
        tags,
        summary: "Add or edit a variant, or a grouped set of colours and sizes (platform admins)",
        description:
          "Errors use the spec's texts: You must select color first, You must select size first, Smake variant not found, This item cant be saved. No smake ID, You must select sizes and colors.",
        params: idParam,
        body: variantBody,
        response: { 200: messageDto.extend({ variants: editorDto.shape.variants }) },
      },
      config: { access: editableProduct("platform_admin"), changesStorefront: true },
    },
    async (request) => {
      const product = await loadLiveProduct(ctx, request.params.id);
      const variants = await saveVariantDialog(ctx, product, request.body);
      return {
        message: EDITOR_SUCCESS.updated,
        variants: variants.map((v) => ({
          ...v,
          photos: v.photos.map((p) => ({ place: p.place, url: ctx.urls.url(p.key) })),
        })),
      };
    },
  );
}
