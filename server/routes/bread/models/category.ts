import { loadCategory } from "../../../services/categories/reads.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { categoryInput, categoryUpdateInput, type CategoryRow } from "../../../services/categories/rules.js";
import { parseOr422 } from "../../categories/common.js";
import { createCategory, deleteCategory, updateCategory } from "../../../services/categories/writes.js";
import type { BreadModel, RecordWrite, Row } from "../model.js";
import { z } from "zod";
import { timestamp } from "../record-types.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";

/** BREAD names the parent `parent_id` (the column); the category routes call it `childOf`. */
function categoryBody(input: unknown): Row {
  const body: Row = typeof input === "object" && input !== null ? { ...(input as Row) } : {};
  if ("parent_id" in body && !("childOf" in body)) body.childOf = body.parent_id;
  return body;
}

/** The parent as the record names it; `childOf` is accepted too. */
const categoryParent = categoryInput.shape.childOf.describe("the parent category's id (or childOf)");

function current(w: RecordWrite): Promise<CategoryRow> {
  return loadCategory(w.ctx, w.id);
}

/** A category row; a null website_id is the platform's tree. */
const categoryRecord = z
  .object({
    id: z.number(),
    website_id: z.number().nullable(),
    name: z.string(),
    real_name: z.string().nullable(),
    slug: z.string(),
    parent_id: z.number().nullable(),
    sort_order: z.number(),
    created_at: timestamp,
    version: recordVersion,
  })
  .strict();

/** A store's categories; every write is the category routes' own (same rules, same side effects). */
export const categoryModel: BreadModel = {
  name: "Category",
  table: "categories",
  scope: "store",
  rights: RESOURCE_RIGHTS.Category,
  columns: [
    "id",
    "website_id",
    "name",
    "real_name",
    "slug",
    "parent_id",
    "sort_order",
    "created_at",
    "version",
  ],
  filters: { website_id: "int", parent_id: "int" },
  sorts: ["id", "name", "sort_order", "created_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["name", "slug"],
  service: {
    create: async (input, w) => {
      const body = parseOr422(categoryInput.omit({ website_id: true }), categoryBody(input));
      return (await createCategory(w.ctx, w.websiteId, body)).id;
    },
    update: async (input, w) => {
      await updateCategory(
        w.ctx,
        await current(w),
        parseOr422(categoryUpdateInput, categoryBody(input)),
        w.version,
      );
    },
    delete: async (w) => {
      await deleteCategory(w.ctx, await current(w));
    },
  },
  bodies: {
    create: categoryInput.omit({ website_id: true }).extend({ parent_id: categoryParent }),
    update: categoryUpdateInput.extend({ parent_id: categoryParent }),
  },
  record: categoryRecord,
  toDto: (row) => row,
};
