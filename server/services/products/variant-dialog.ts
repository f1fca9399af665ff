import type { AppContext } from "../../context.js";
import type { Product } from "../../db/schema.js";
import { invalid, notFound } from "../../../domain/errors.js";
import type { colorPriceSchema } from "../../../domain/pricing.js";
import type { z } from "zod";
import {
  variantDialogError,
  blankVariant,
  variantFromSupplier,
  VARIANT_MSG,
  type ProductVariant,
  type SupplierVariantInput,
  type VariantAttribute,
} from "../../../domain/variants.js";
import { readProductData } from "./data.js";
import { loadProductVariants, loadSupplierVariants } from "./variants.js";
import { rewriteVariants } from "./variant-writes.js";
import { newId } from "./save.js";

/** What the variant dialog sends: one colour and size, or (grouped) every pair of colours x sizes. */
export interface VariantDialogInput {
  variant_id?: string;
  grouped: boolean;
  colors: string[];
  sizes: string[];
  sku?: string;
  price?: z.infer<typeof colorPriceSchema>;
  available?: 0 | 1;
  attributes?: VariantAttribute[];
}

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
 * The variant dialog's save: new pairs come from their supplier variants (a custom product's from
 * blanks); an edited variant keeps its price, availability, visibility and generated photos unless
 * the dialog sets them; custom attributes are kept beside Color and Size. Answers the variants now.
 */
export async function saveVariantDialog(
  ctx: AppContext,
  product: Product,
  body: VariantDialogInput,
): Promise<ProductVariant[]> {
  const k = ctx.db.kysely;
  const custom = readProductData(product.data).is_custom || product.supplier_product_id === null;
  const supplier: SupplierVariantInput[] =
    custom || product.supplier_product_id === null
      ? []
      : await loadSupplierVariants(k, product.supplier_product_id);
  const find = (color: string, size: string) => supplier.find((s) => s.color === color && s.size === size);

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
  return loadProductVariants(k, product.id);
}

function applyEdits(v: ProductVariant, body: VariantDialogInput): ProductVariant {
  return {
    ...v,
    sku: body.sku ?? v.sku,
    price: body.price === undefined ? v.price : body.price,
    available: body.available ?? v.available,
    attributes: withCustom(v.attributes, body.attributes),
  };
}
