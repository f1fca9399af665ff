import { loadStore } from "../../../services/websites/reads.js";
import { z } from "zod";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { recordPageRowWrite } from "../../../services/pages/activity.js";
import { MSG } from "../../../../domain/messages.js";
import { slugify } from "../../../../domain/slug.js";
import { fromJson, nowIso, toJson } from "../../../db/json.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { storeLimits } from "../../../../domain/plans.js";
import { isPlatformAdmin } from "../../../auth/access.js";
import {
  allowedPatterns,
  DESIGNABLE_PAGE_TYPES,
  PAGE_TYPES,
  SECTION_MSG,
  RESERVED_PAGE_SLUGS,
  pageDataSchema,
  sectionsSchema,
  type PageData,
  type Section,
} from "../../../../domain/sections.js";
import { sanitizePageData, sanitizeSections } from "../../../services/sanitize/sections.js";
import { HttpError, invalid } from "../../../errors.js";
import type { BreadModel, LooseQuery, Row, WriteContext } from "../model.js";
import { col } from "../query.js";
import { jsonObject, timestamp } from "../record-types.js";

/**
 * The types this model holds: pages made of sections, which the store designer lays out (blog,
 * FAQ, collection and gallery pages too; their content fields are their kinds' models' own).
 * Redirects, menus and news posts are only their kinds' models'.
 */
const OWN_TYPES: readonly string[] = DESIGNABLE_PAGE_TYPES;

const fields = {
  type: z
    .enum(PAGE_TYPES)
    .refine((t) => OWN_TYPES.includes(t), MSG.invalidInput)
    .optional(),
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  slug: z.string().trim().max(100).optional(),
  sort_order: z.number().int().optional(),
  sections: sectionsSchema.optional(),
  data: pageDataSchema.optional(),
};

/**
 * A page's URL segment. Storefront routes own some segments ("/products"): a page there could
 * never be opened, so such a slug answers like a taken one and the editor appends its suffix.
 */
function pageSlug(value: string): string {
  const slug = slugify(value);
  if (!slug) throw invalid({ slug: MSG.required });
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug))
    throw new HttpError(409, "This value is already in use.", { slug: "This value is already in use." });
  return slug;
}

/**
 * Sections and data as stored: validated by the schemas above, rich text and custom HTML
 * sanitised here so what is saved is already safe (the storefront sanitises again on render).
 */
function jsonFields(input: Row): Row {
  const values: Row = { ...input };
  if (input.sections !== undefined) values.sections = toJson(sanitizeSections(input.sections as Section[]));
  if (input.data !== undefined) values.data = toJson(sanitizePageData(input.data as PageData));
  return values;
}

/**
 * Which section patterns a store may use is a limit of its plan. A section whose
 * pattern changed (or is new) must use one the plan allows; sections kept as they were stay valid
 * after a downgrade, so an older page can still be edited. Platform admins may use any pattern.
 */
async function checkPatterns(sections: Section[] | undefined, w: WriteContext): Promise<void> {
  if (!sections || isPlatformAdmin(w.user) || w.websiteId === null) return;
  const store = await loadStore(w.ctx, w.websiteId);
  const access = storeLimits(store).patterns;
  if (access === "all") return;
  const before = new Map(fromJson<Section[]>(w.existing?.sections, []).map((s) => [s.id, s.pattern]));
  const errors: Record<string, string> = {};
  sections.forEach((section, i) => {
    if (section.pattern === undefined || before.get(section.id) === section.pattern) return;
    if (!allowedPatterns(section.type, access).includes(section.pattern))
      errors[`sections.${i}.pattern`] = SECTION_MSG.patternNotInPlan;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const ownTypes = (query: LooseQuery): LooseQuery => query.where(col(pageModel, "type"), "in", [...OWN_TYPES]);

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
  create: {
    schema: z.object({ ...fields, website_id: z.number().int().positive().optional() }),
    async prepare(input, w) {
      await checkPatterns(input.sections as Section[] | undefined, w);
      const now = nowIso();
      return jsonFields({
        type: "page",
        sections: [],
        data: {},
        ...input,
        website_id: w.websiteId,
        slug: pageSlug(String(input.slug || input.name)),
        created_at: now,
        updated_at: now,
      });
    },
  },
  update: {
    schema: z.object(fields).partial(),
    async prepare(input, w) {
      await checkPatterns(input.sections as Section[] | undefined, w);
      const values = jsonFields({ ...input, updated_at: nowIso() });
      if (typeof input.slug === "string") values.slug = pageSlug(input.slug);
      return values;
    },
  },
  // BREAD writes a page's row itself: the event is recorded in that write's transaction.
  afterWrite: recordPageRowWrite,
  record: pageRecord,
  toDto: ({ sections, data, ...row }) => ({
    ...row,
    sections: fromJson(sections, []),
    data: fromJson(data, {}),
  }),
};
