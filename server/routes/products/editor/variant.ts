import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { invalid, notFound } from "../../../errors.js";
import { colorPriceSchema } from "../../../../domain/pricing.js";
import {
  attributeSchema,
  variantDialogError,
  blankVariant,
  variantFromSupplier,
  VARIANT_MSG,
  type ProductVariant,
  type SupplierVariantInput,
  type VariantAttribute,
} from "../../../../domain/variants.js";
import { readProductData } from "../../../services/products/data.js";
import { loadProductVariants, loadSupplierVariants } from "../../../services/products/variants.js";
import { rewriteVariants } from "../../../services/products/variant-writes.js";
import { EDITOR_SUCCESS, editableProduct, liveProduct, tags } from "./common.js";
import { editorDto } from "../../../../domain/contracts/product-editor.js";
import { newId } from "../../../services/products/save.js";
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

const FIELD_OF: Record<string, string> = {
  [VARIANT_MSG.selectColor]: "colors",
  [VARIANT_MSG.selectSize]: "sizes",
  [VARIANT_MSG.selectSizesAndColors]: "colors",
  [VARIANT_MSG.supplierVariantNotFound]: "variant",
  [VARIANT_MSG.noSupplierId]: "variant",
};

function withCustom(
  base: VariantAttribute[],
  custom: readonly VariantAttribute[] | undefined,
): VariantAttribute[] {
  if (!custom) return base;
  return [...base.filter((a) => !a.custom), ...custom.map((a) => ({ ...a, custom: true }))];
}

/**
 * The variant dialog (admins): one colour and size, or a grouped set of colours x sizes. Each
 * new pair comes from its supplier variant; custom attributes (Text, Color, True or false) are
 * kept beside Color and Size.
 */
export async function editorVariantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
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
      const product = await liveProduct(ctx, request.params.id);
      const body = request.body;
      const custom = readProductData(product.data).is_custom || product.supplier_product_id === null;
      const supplier: SupplierVariantInput[] =
        custom || product.supplier_product_id === null
          ? []
          : await loadSupplierVariants(k, product.supplier_product_id);
      const find = (color: string, size: string) =>
        supplier.find((s) => s.color === color && s.size === size);

      await rewriteVariants(k, product.id, (current) => {
        let next: ProductVariant[];
        if (body.grouped) {
          const error = variantDialogError({
            grouped: true,
            colors: body.colors,
            sizes: body.sizes,
            supplierVariantId: null,
            matched: true,
          });
          if (error) throw invalid({ [FIELD_OF[error] ?? "variant"]: error });
          const added: ProductVariant[] = [];
          for (const color of body.colors)
            for (const size of body.sizes) {
              if (current.some((v) => v.color === color && v.size === size)) continue;
              const sv = find(color, size);
              if (sv) added.push(variantFromSupplier(sv, newId()));
              else if (custom) added.push(blankVariant(color, size, newId()));
            }
          if (added.length === 0 && !custom) throw invalid({ variant: VARIANT_MSG.supplierVariantNotFound });
          next = [...current, ...added.map((v) => applyEdits(v, body))];
        } else {
          const color = body.colors[0] ?? "";
          const size = body.sizes[0] ?? "";
          const sv = find(color, size);
          const error = variantDialogError({
            grouped: false,
            colors: body.colors,
            sizes: body.sizes,
            supplierVariantId: custom ? -1 : sv?.id,
            matched: custom || sv !== undefined,
          });
          if (error) throw invalid({ [FIELD_OF[error] ?? "variant"]: error });
          const target = body.variant_id
            ? current.find((v) => v.id === body.variant_id)
            : current.find((v) => v.color === color && v.size === size);
          if (body.variant_id && !target) throw notFound();
          const base = sv
            ? variantFromSupplier(sv, target?.id ?? newId())
            : blankVariant(color, size, target?.id ?? newId());
          const merged: ProductVariant = target
            ? {
                ...target,
                ...base,
                price: target.price,
                available: target.available,
                show: target.show,
                generated_photos: target.generated_photos,
                attributes: withCustom(
                  base.attributes,
                  target.attributes.filter((a) => a.custom),
                ),
              }
            : base;
          const edited = applyEdits(merged, body);
          next = target ? current.map((v) => (v.id === target.id ? edited : v)) : [...current, edited];
        }
        return next;
      });
      const variants = await loadProductVariants(k, product.id);
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

function applyEdits(v: ProductVariant, body: z.infer<typeof variantBody>): ProductVariant {
  return {
    ...v,
    sku: body.sku ?? v.sku,
    price: body.price === undefined ? v.price : body.price,
    available: body.available ?? v.available,
    attributes: withCustom(v.attributes, body.attributes),
  };
}
