import type { Resolver } from "react-hook-form";
import { checkedValues } from "../../../ui/checkedValues";
import { VARIANT_MSG, variantDialogError, type AttributeType } from "../../../domain/variants";
import type { EditorProduct, EditorVariant } from "./types";

/** Spec texts to their translation keys, so the dialog shows them in the UI language. */
export const VARIANT_ERROR_KEY: Record<string, string> = {
  [VARIANT_MSG.selectColor]: "app.productEditor.dialog.select_color",
  [VARIANT_MSG.selectSize]: "app.productEditor.dialog.select_size",
  [VARIANT_MSG.supplierVariantNotFound]: "app.productEditor.dialog.not_found",
  [VARIANT_MSG.noSupplierId]: "app.productEditor.dialog.no_smake",
  [VARIANT_MSG.selectSizesAndColors]: "app.productEditor.dialog.select_both",
};

export const REQUIRED = "This element is required";

/** A custom attribute row of the dialog. */
export interface AttributeRow {
  name: string;
  type: AttributeType;
  value: string;
}

export interface DialogValues {
  grouped: boolean;
  colors: string[];
  sizes: string[];
  attributes: AttributeRow[];
}

const isType = (t: unknown): t is AttributeType => t === "text" || t === "color" || t === "boolean";
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === "string");
const isRow = (v: unknown): v is AttributeRow =>
  typeof v === "object" &&
  v !== null &&
  "name" in v &&
  typeof v.name === "string" &&
  "type" in v &&
  isType(v.type) &&
  "value" in v &&
  typeof v.value === "string";

/** The form's values are the dialog's (its submit handler is handed them untyped). */
export const isDialogValues = (v: Record<string, unknown>): v is Record<string, unknown> & DialogValues =>
  typeof v.grouped === "boolean" &&
  isTexts(v.colors) &&
  isTexts(v.sizes) &&
  Array.isArray(v.attributes) &&
  v.attributes.every(isRow);

/** The dialog's first values: the edited variant's colour, size and custom attributes, or none. */
export function dialogValues(variant: EditorVariant | null): DialogValues {
  const attributes: AttributeRow[] = [];
  for (const a of variant?.attributes ?? [])
    if (a.custom && isType(a.type)) attributes.push({ name: a.name, type: a.type, value: a.value });
  return {
    grouped: false,
    colors: variant ? [variant.color] : [],
    sizes: variant ? [variant.size] : [],
    attributes,
  };
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

/** A dialog error as the inputs show it: the translation key of a known text, else the text. */
export const variantErrorKey = (text: string): string =>
  VARIANT_ERROR_KEY[text] ?? (text === REQUIRED ? "app.productEditor.dialog.required" : text);

/**
 * `checkVariant` as the dialog form's resolver. Its "variant" key (the pair as a whole) has no
 * input: the dialog shows it in its alert.
 */
export const variantResolver =
  (product: EditorProduct): Resolver<DialogValues> =>
  (values) =>
    // Attribute errors nest under their row, as the form keeps its field array's errors.
    checkedValues(
      values,
      Object.fromEntries(
        Object.entries(checkVariant(product, values)).map(([path, text]) => [path, variantErrorKey(text)]),
      ),
    );
