import { VARIANT_MSG, variantDialogError } from "../../../domain/variants";
import type { AttributeRow } from "./AttributeRows";
import type { EditorProduct } from "./types";

/** Spec texts to their translation keys, so the dialog shows them in the UI language. */
export const VARIANT_ERROR_KEY: Record<string, string> = {
  [VARIANT_MSG.selectColor]: "app.productEditor.dialog.select_color",
  [VARIANT_MSG.selectSize]: "app.productEditor.dialog.select_size",
  [VARIANT_MSG.supplierVariantNotFound]: "app.productEditor.dialog.not_found",
  [VARIANT_MSG.noSupplierId]: "app.productEditor.dialog.no_smake",
  [VARIANT_MSG.selectSizesAndColors]: "app.productEditor.dialog.select_both",
};

export const REQUIRED = "This element is required";

export interface DialogValues {
  grouped: boolean;
  colors: string[];
  sizes: string[];
  attributes: AttributeRow[];
}

/**
 * The dialog's checks before it calls the server: the spec's variant errors, then every custom
 * attribute's name and value required. Keys are the fields, for the error next to each.
 */
export function checkVariant(product: EditorProduct, values: DialogValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const custom = product.is_custom || product.supplier === null;
  const match = product.supplier?.variants.find(
    (v) => v.color === values.colors[0] && v.size === values.sizes[0],
  );
  const error = variantDialogError({
    grouped: values.grouped,
    colors: values.colors,
    sizes: values.sizes,
    supplierVariantId: custom ? -1 : match?.id,
    matched: custom || match !== undefined,
  });
  if (error)
    errors[
      error === VARIANT_MSG.selectSize
        ? "sizes"
        : error === VARIANT_MSG.selectColor || error === VARIANT_MSG.selectSizesAndColors
          ? "colors"
          : "variant"
    ] = error;
  values.attributes.forEach((a, i) => {
    if (!a.name.trim()) errors[`attributes.${i}.name`] = REQUIRED;
    if (!a.value.trim()) errors[`attributes.${i}.value`] = REQUIRED;
  });
  return errors;
}
