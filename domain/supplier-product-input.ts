import { z } from "zod";
import { CATALOGUE_MSG, MSG } from "./messages.js";
import { catalogueSize, CATALOGUE_SIZES } from "./sizes.js";
import { VARIANT_MSG } from "./variants.js";

/**
 * A supplier product as the admin editor and the CSV import write it, money in cents. The one
 * schema both the server (routes, CSV) and the admin form check, so both answer the same texts.
 */

const text = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, CATALOGUE_MSG.maxLength(max));
const cents = z.number({ error: MSG.required }).int().min(0, "Value must be greater than or equal to 0");
const bit = z.union([z.literal(0), z.literal(1)]);

export const SIZE_MSG = {
  notListed: (size: string) =>
    `${size} is not a size of the catalogue. Choose one of: ${CATALOGUE_SIZES.join(", ")}.`,
} as const;

/** A size from the catalogue's list, in any letter case; kept as the list writes it ("xl" -> "XL"). */
export const catalogueSizeInput = z
  .string({ error: VARIANT_MSG.selectSize })
  .trim()
  .min(1, VARIANT_MSG.selectSize)
  .transform((value, ctx) => {
    const size = catalogueSize(value);
    if (size === null) {
      ctx.addIssue({ code: "custom", message: SIZE_MSG.notListed(value) });
      return z.NEVER;
    }
    return size;
  });

/** A blank's own fields, as its editor, the BREAD record and each CSV row carry them, in this order. */
export const SUPPLIER_PRODUCT_FIELDS = [
  "style_id",
  "short_name",
  "name",
  "brand",
  "category",
  "description",
  "suggested_method",
  "second_suggested_method",
  "moq",
  "print_price",
  "print_price_second",
  "first_custom_fee",
  "is_customizable",
  "is_active",
  "popular",
] as const;

export const supplierVariantInput = z.object({
  /** An existing variant of this product keeps its id (and its pictures); new ones have none. */
  id: z.number().int().positive().optional(),
  color: text(60),
  color_swatch: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour such as #1F2A44"),
  size: catalogueSizeInput,
  cost: cents,
  quantity: z.number({ error: MSG.required }).int().min(0, "Value must be greater than or equal to 0"),
  available: bit.default(1),
});
export type SupplierVariantInput = z.infer<typeof supplierVariantInput>;

export const supplierProductInput = z
  .object({
    style_id: text(40),
    short_name: text(80),
    name: text(200),
    brand: text(80),
    category: text(80),
    description: z.string().trim().max(5000).default(""),
    suggested_method: z.number().int().min(0).max(3),
    second_suggested_method: z.number().int().min(0).max(3).nullable().default(null),
    moq: z.number().int().min(1, "Value must be greater than or equal to 1").default(1),
    print_price: cents,
    print_price_second: cents,
    first_custom_fee: cents,
    is_customizable: bit.default(0),
    is_active: bit.default(1),
    popular: z.number().int().min(0).default(0),
    similar_product_id: z.number().int().positive().nullable().default(null),
    variants: z.array(supplierVariantInput).max(500),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.variants.forEach((v, i) => {
      const key = `${v.color.toLowerCase()}|${v.size.toLowerCase()}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["variants", i, "size"],
          message: CATALOGUE_MSG.duplicateVariant,
        });
      seen.add(key);
    });
  });
export type SupplierProductInput = z.infer<typeof supplierProductInput>;
