import { z } from "zod";
import { MSG } from "../../../../domain/messages.js";
import { slugify } from "../../../../domain/slug.js";
import { nowIso } from "../../../db/json.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import type { BreadModel } from "../model.js";

// Spec §5 Categories: name and slug required, at most 50 characters each.
const name = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(50, "Value must be at most 50 characters");
const slug = z.string().trim().max(50, "Value must be at most 50 characters");

export const categoryModel: BreadModel = {
  name: "Category",
  table: "categories",
  scope: "store",
  rights: RESOURCE_RIGHTS.Category,
  columns: ["id", "website_id", "name", "real_name", "slug", "parent_id", "sort_order", "created_at"],
  filters: { website_id: "int", parent_id: "int" },
  sorts: ["id", "name", "sort_order", "created_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["name", "slug"],
  create: {
    schema: z.object({
      name,
      slug: slug.optional(),
      parent_id: z.number().int().positive().nullable().optional(),
      website_id: z.number().int().positive().optional(),
    }),
    prepare: (input, w) => ({
      website_id: w.websiteId,
      name: input.name,
      real_name: input.name,
      slug: slugify(String(input.slug || input.name)) || "category",
      parent_id: input.parent_id ?? null,
      created_at: nowIso(),
    }),
  },
  update: {
    schema: z.object({ name, slug, sort_order: z.number().int() }).partial(),
    prepare: (input) => (typeof input.slug === "string" ? { ...input, slug: slugify(input.slug) } : input),
  },
  toDto: (row) => row,
};
