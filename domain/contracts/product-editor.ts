import { z } from "zod";
import { recordVersion } from "./versions.js";
import { MSG } from "../messages.js";
import {
  colorPriceSchema,
  customPricingSchema,
  pricingFieldsShape,
  refineMargin,
  type PricingInput,
} from "../pricing.js";
import { PRODUCT_NAME_MAX } from "../products.js";
import { ATTRIBUTE_TYPES, attributeSchema } from "../variants.js";

export const EDITOR_MSG = {
  slugTaken: "This slug is already in use.",
  categoryUnknown: "The category does not exist.",
  linkUnknown: "The product does not exist in this store.",
  linkSelf: "A product cannot be linked to itself.",
  swatch: "The swatch must be a hex colour such as #1a2b3c.",
  notCustom: "This product is not a custom product.",
  printNotFound: "The print file does not exist.",
  fileUnknown: "The file does not exist in this store.",
  productLimit: "Max. products limit has been reached.",
  adminOnly: "Only administrators can edit variants.",
} as const;

const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);
const nameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .transform((v) => v.slice(0, PRODUCT_NAME_MAX));
const colorName = z.string().trim().min(1, MSG.required).max(100);
const sizeName = z.string().trim().min(1, MSG.required).max(30);
export const swatchSchema = z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, EDITOR_MSG.swatch);

/** An admin's edit of one row of the variant table (generatedVariants). */
export const variantEditSchema = z.object({
  id: z.string().min(1),
  sku: z.string().trim().min(1, "Variant SKU is required.").optional(),
  price: colorPriceSchema.optional(),
  available: z.union([z.literal(0), z.literal(1)]).optional(),
  show: z.union([z.literal(0), z.literal(1)]).optional(),
  attributes: z.array(attributeSchema).optional(),
});

/** Every field the editor saves; absent fields keep their stored value. */
export const editorFields = {
  name: nameSchema,
  slug: z.string().trim().max(100).optional(),
  desc: z.string().max(20000).nullable().optional(),
  additional_desc: z.string().max(20000).nullable().optional(),
  categories: z.array(z.number().int().positive()).max(200).optional(),
  published_from: isoOrNull.optional(),
  published_to: isoOrNull.optional(),
  available: z.union([z.literal(0), z.literal(1)]).optional(),
  colors: z.array(colorName).max(100).optional(),
  sizes: z.array(sizeName).max(50).optional(),
  /** The last colour is removed only when forced. */
  force: z.boolean().optional(),
  generatedVariants: z.array(variantEditSchema).max(2000).optional(),
  /** Rows the admin deleted from the variant table. */
  remove_variants: z.array(z.string().min(1)).max(2000).optional(),
  color_prices: z.record(z.string(), colorPriceSchema).optional(),
  color_availability: z.record(z.string(), z.boolean()).optional(),
  ...z.object(pricingFieldsShape).partial().shape,
  same_variant_price: z.boolean().optional(),
  print_areas: z.array(z.string().min(1).max(30)).max(10).optional(),
  custom: customPricingSchema.partial().optional(),
  custom_colors: z
    .array(z.object({ name: colorName, swatch: swatchSchema }))
    .max(100)
    .optional(),
  print_files: z
    .array(z.object({ place: z.string().min(1).max(30), file_id: z.number().int().positive() }))
    .max(10)
    .optional(),
};

export const updateBody = z
  .object(editorFields)
  .partial()
  .extend({ name: nameSchema.optional(), version: recordVersion.optional() })
  .superRefine(refineMargin);
export type UpdateBody = z.infer<typeof updateBody>;

export const createBody = z
  .object(editorFields)
  .partial()
  .extend({
    website_id: z.number().int().positive().optional(),
    supplier_product_id: z.number({ error: MSG.required }).int().positive(),
    colors: z.array(colorName).min(1, "You must select sizes and colors").max(100),
    sizes: z.array(sizeName).min(1, "You must select sizes and colors").max(50),
  })
  .superRefine(refineMargin);

export type CreateBody = z.infer<typeof createBody>;

export const customCreateBody = z
  .object(editorFields)
  .partial()
  .extend({
    website_id: z.number().int().positive().optional(),
    name: nameSchema,
    custom_colors: z
      .array(z.object({ name: colorName, swatch: swatchSchema }))
      .min(1, "You must select sizes and colors")
      .max(100),
    sizes: z.array(sizeName).min(1, "You must select sizes and colors").max(50),
    picture_file_id: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("the product's picture: one of the store's PNG or JPG files"),
  })
  .superRefine(refineMargin);

/** A custom product's picture: one of the store's PNG or JPG files (uploaded or from the library). */
export const customPictureBody = z.object({
  id: z.number().int().positive(),
  file_id: z.number().int().positive(),
});

export const customUpdateBody = z
  .object(editorFields)
  .partial()
  .extend({ id: z.number().int().positive(), name: nameSchema.optional() })
  .superRefine(refineMargin);

/**
 * The minimum price formula's inputs (domain/pricing.ts PricingInput), sent so a screen recomputes
 * the minimum live as the user changes a choice: the editor and the creator's drafts.
 */
export const pricingInputDto = z.object({
  cheapestVariantCost: z.number(),
  customizable: z.boolean(),
  customFee: z.number(),
  firstCustomFee: z.number(),
  printPrice: z.number(),
  printPriceSecond: z.number(),
  areas: z.number(),
  ssmFee: z.number(),
  productionMargin: z.number(),
  websiteMargin: z.number(),
}) satisfies z.ZodType<PricingInput>;

/** The editor's read: everything the editor screen shows, in one response. Money in cents. */
const photo = z.object({ place: z.string(), url: z.string().nullable() });
export const variantDto = z.object({
  id: z.string(),
  supplier_variant_id: z.number().nullable(),
  sku: z.string(),
  color: z.string(),
  color_swatch: z.string().nullable(),
  size: z.string(),
  price: z.number().nullable(),
  available: z.number(),
  show: z.number(),
  attributes: z.array(
    z.object({ name: z.string(), value: z.string(), type: z.enum(ATTRIBUTE_TYPES), custom: z.boolean() }),
  ),
  photos: z.array(photo),
  generated_photos: z.array(z.object({ src: z.string(), mocup: z.string(), place: z.string() })),
});
const linkDto = z.object({ id: z.number(), name: z.string(), preview_photo_url: z.string().nullable() });

export const editorDto = z.object({
  id: z.number(),
  version: recordVersion,
  website_id: z.number(),
  supplier_product_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  desc: z.string().nullable(),
  additional_desc: z.string().nullable(),
  price: z.number(),
  price_fixed: z.number(),
  margin: z.number(),
  ssm_fees: z.number(),
  min_quantity: z.number(),
  print_method: z.string().nullable(),
  available: z.number(),
  status: z.string(),
  published_from: z.string().nullable(),
  published_to: z.string().nullable(),
  preview_photo_url: z.string().nullable(),
  featured_front_image_url: z.string().nullable(),
  featured_back_image_url: z.string().nullable(),
  is_custom: z.boolean(),
  new_type: z.number(),
  categories: z.array(z.number()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  custom_fee: z.number(),
  print_areas: z.array(z.string()),
  bulk_tiers: z.array(z.object({ quantity: z.number(), price: z.number() })),
  same_variant_price: z.boolean(),
  customizable: z.boolean(),
  custom: z.object({
    cost: z.number(),
    first_custom_fee: z.number(),
    second_custom_fee: z.number(),
    third_custom_fee: z.number(),
  }),
  print_files: z.array(
    z.object({
      id: z.string(),
      place: z.string(),
      name: z.string(),
      file_id: z.number(),
      url: z.string().nullable(),
    }),
  ),
  variants: z.array(variantDto),
  related: z.array(linkDto),
  companions: z.array(linkDto),
  supplier: z
    .object({
      id: z.number(),
      name: z.string(),
      brand: z.string(),
      is_customizable: z.number(),
      print_areas: z.array(z.string()),
      colors: z.array(
        z.object({
          name: z.string(),
          swatch: z.string(),
          quantity: z.number(),
          level: z.enum(["low", "medium", "high"]),
          photo_url: z.string().nullable(),
        }),
      ),
      sizes: z.array(z.string()),
      variants: z.array(
        z.object({
          id: z.number(),
          color: z.string(),
          size: z.string(),
          available: z.number(),
          cost: z.number(),
        }),
      ),
    })
    .nullable(),
  pricing: z.object({
    /** The formula's inputs, so the editor recomputes the minimum live with domain/pricing.ts. */
    input: pricingInputDto,
    minimum_price: z.number(),
    lines: z.array(z.object({ key: z.string(), amount: z.number(), count: z.number().optional() })),
  }),
});
export type EditorDto = z.infer<typeof editorDto>;
/** One variant as the editor reads it: the stored variant, photos as URLs. */
export type EditorVariantDto = EditorDto["variants"][number];
