import { z } from "zod";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { fromJson } from "../../../db/json.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  createPage,
  deletePage,
  DESIGNED_PAGE_TYPES,
  pageCreateSchema,
  pageUpdateSchema,
  updatePage,
} from "../../../services/pages/writes.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { col } from "../query.js";
import { jsonObject, timestamp } from "../record-types.js";

const ownTypes = (query: LooseQuery): LooseQuery =>
  query.where(col(pageModel, "type"), "in", [...DESIGNED_PAGE_TYPES]);

/** A page as BREAD answers it: its row with its sections and data parsed. */
const pageRecord = z
  .object({
    id: z.number(),
    website_id: z.number(),
    type: z.string(),
    name: z.string(),
    slug: z.string(),
    sort_order: z.number(),
    created_at: timestamp,
    updated_at: timestamp,
    sections: z.array(z.unknown()),
    data: jsonObject,
    version: recordVersion,
  })
  .strict();

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
    "version",
  ],
  // Every read, one record's included, sees only its own types: another type's id answers 404.
  alwaysWhere: (query) => ownTypes(query),
  filters: { website_id: "int", type: "text", slug: "text" },
  sorts: ["id", "name", "sort_order", "created_at", "updated_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["name", "slug"],
  // Every write is the page service's, with the page rules, its event and its revision.
  service: {
    create: (input, w) => createPage(input, w),
    update: (input, w) => updatePage(input, w),
    delete: (w) => deletePage(w),
  },
  bodies: { create: pageCreateSchema, update: pageUpdateSchema },
  record: pageRecord,
  toDto: ({ sections, data, ...row }) => ({
    ...row,
    sections: fromJson(sections, []),
    data: fromJson(data, {}),
  }),
};
