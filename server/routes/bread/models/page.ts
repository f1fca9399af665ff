import { z } from "zod";
import { MSG } from "../../../../domain/messages.js";
import { slugify } from "../../../../domain/slug.js";
import { fromJson, nowIso, toJson } from "../../../db/json.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import type { BreadModel, Row } from "../model.js";

const PAGE_TYPES = ["home", "page", "blog", "faq", "collection", "gallery", "redirect", "menu"] as const;

const fields = {
  type: z.enum(PAGE_TYPES).optional(),
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  slug: z.string().trim().max(100).optional(),
  sort_order: z.number().int().optional(),
  sections: z.array(z.record(z.string(), z.unknown())).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
};

function jsonFields(input: Row): Row {
  const values: Row = { ...input };
  if ("sections" in input) values.sections = toJson(input.sections);
  if ("data" in input) values.data = toJson(input.data);
  return values;
}

export const pageModel: BreadModel = {
  name: "Page",
  table: "pages",
  scope: "store",
  rights: RESOURCE_RIGHTS.Page,
  columns: [
    "id",
    "website_id",
    "type",
    "name",
    "slug",
    "sort_order",
    "sections",
    "data",
    "created_at",
    "updated_at",
  ],
  filters: { website_id: "int", type: "text", slug: "text" },
  sorts: ["id", "name", "sort_order", "created_at", "updated_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["name", "slug"],
  create: {
    schema: z.object({ ...fields, website_id: z.number().int().positive().optional() }),
    prepare(input, w) {
      const now = nowIso();
      return jsonFields({
        type: "page",
        sections: [],
        data: {},
        ...input,
        website_id: w.websiteId,
        slug: slugify(String(input.slug || input.name)) || "page",
        created_at: now,
        updated_at: now,
      });
    },
  },
  update: {
    schema: z.object(fields).partial(),
    prepare(input) {
      const values = jsonFields({ ...input, updated_at: nowIso() });
      if (typeof input.slug === "string") values.slug = slugify(input.slug);
      return values;
    },
  },
  toDto: ({ sections, data, ...row }) => ({
    ...row,
    sections: fromJson(sections, []),
    data: fromJson(data, {}),
  }),
};
