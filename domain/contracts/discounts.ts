import { z } from "zod";
import { DISCOUNT_KINDS, DISCOUNT_SCOPES } from "../discounts.js";
import { recordVersion } from "./versions.js";

/*
 * A store's discounts as the discount routes and the Discount model answer them (fixed values and
 * minimum orders in cents): the server validates and documents with these, the SPA reads their types.
 */

export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "disabled", "used_up"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const discountDto = z.object({
  id: z.number(),
  website_id: z.number(),
  code: z.string(),
  title: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().describe("whole percent (percentage) or cents (fixed)"),
  minimum_order: z.number().describe("cents; 0 means none"),
  usage_limit: z.number().nullable().describe("total uses; null is unlimited"),
  once_per_customer: z.number(),
  used_count: z.number(),
  applies_to: z.enum(DISCOUNT_SCOPES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  active: z.number(),
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersion,
});
export type DiscountDto = z.infer<typeof discountDto>;
export type Discount = DiscountDto;

/** One use of a discount by an order. */
export const discountRedemptionDto = z.object({
  id: z.number(),
  order_id: z.number().nullable(),
  email: z.string().nullable(),
  amount: z.number(),
  created_at: z.string(),
});

/** A product a discount is limited to. */
const scopedProduct = z.object({ id: z.number(), name: z.string(), preview_photo: z.string().nullable() });

/** One discount as its edit form reads it: the chosen products and categories, the latest uses. */
export const discountDetailDto = discountDto.extend({
  product_ids: z.array(z.number()),
  category_ids: z.array(z.number()),
  products: z.array(scopedProduct),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  redemptions: z.array(discountRedemptionDto),
});
export type DiscountDetail = z.infer<typeof discountDetailDto>;
