import { z } from "zod";
import { CATALOGUE_MSG, MSG } from "./messages.js";

/** A category's name and slug are at most 50 characters. */
export const CATEGORY_TEXT_MAX = 50;

const categoryText = z.string().trim().max(CATEGORY_TEXT_MAX, CATALOGUE_MSG.maxLength(CATEGORY_TEXT_MAX));

/** A new category: the name is required, the slug is made from the name when empty. */
export const categoryInput = z.object({
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(CATEGORY_TEXT_MAX, CATALOGUE_MSG.maxLength(CATEGORY_TEXT_MAX)),
  /** Generated from the name when empty. */
  slug: categoryText.optional(),
  childOf: z.number().int().positive().nullable().optional(),
  /** null: a platform category (admins); absent: the active store (X-Website-Id). */
  website_id: z.number().int().positive().nullable().optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** What an update may change: the name (required), slug and parent. */
export const categoryUpdateInput = categoryInput.omit({ website_id: true }).partial().extend({
  name: categoryInput.shape.name,
});
export type CategoryUpdate = z.infer<typeof categoryUpdateInput>;

/**
 * The Category form (new and edit): the same name and slug rules, the parent under its record
 * name `parent_id` (an empty choice is no parent).
 */
export const categoryFormSchema = categoryInput.pick({ name: true, slug: true }).extend({
  parent_id: z.preprocess((value) => (value === "" ? null : value), categoryInput.shape.childOf),
});
