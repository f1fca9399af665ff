import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { User } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { inTransaction } from "../../db/transaction.js";
import { loose, type Row } from "../../db/loose.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { MSG } from "../../../domain/messages.js";
import { slugify } from "../../../domain/slug.js";
import { storeLimits } from "../../../domain/plans.js";
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
} from "../../../domain/sections.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { sanitizePageData, sanitizeSections } from "../sanitize/sections.js";
import { bumpVersion } from "../versions/index.js";
import { loadStore } from "../websites/reads.js";
import { recordPageRowWrite } from "./activity.js";

/**
 * The page types the store designer lays out as sections (blog, FAQ, collection and gallery pages
 * too; their content fields are their kinds' own). Redirects, menus and news posts are written by
 * their kinds' services.
 */
export const DESIGNED_PAGE_TYPES: readonly string[] = DESIGNABLE_PAGE_TYPES;

const fields = {
  type: z
    .enum(PAGE_TYPES)
    .refine((t) => DESIGNED_PAGE_TYPES.includes(t), MSG.invalidInput)
    .optional(),
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  slug: z.string().trim().max(100).optional(),
  sort_order: z.number().int().optional(),
  sections: sectionsSchema.optional(),
  data: pageDataSchema.optional(),
};

export const pageCreateSchema = z.object({ ...fields, website_id: z.number().int().positive().optional() });
export const pageUpdateSchema = z.object(fields).partial();

/** Who writes a page, in which store, and the page's row as it was (null for a new one). */
export interface PageWriter {
  ctx: AppContext;
  user: User;
  websiteId: number;
  existing: Row | null;
}

/**
 * A page's URL segment. Storefront routes own some segments ("/products"): a page there could
 * never be opened, so such a slug answers like a taken one and the editor appends its suffix.
 */
function pageSlug(value: string): string {
  const slug = slugify(value);
  if (!slug) throw invalid({ slug: MSG.required });
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(slug))
    throw conflict("This value is already in use.", { slug: "This value is already in use." });
  return slug;
}

/**
 * Sections and data as stored: validated by the schemas above, rich text and custom HTML
 * sanitised here so what is saved is already safe (the storefront sanitises again on render).
 */
function jsonFields(input: Row & { sections?: Section[]; data?: PageData }): Row {
  const values: Row = { ...input };
  if (input.sections !== undefined) values.sections = toJson(sanitizeSections(input.sections));
  if (input.data !== undefined) values.data = toJson(sanitizePageData(input.data));
  return values;
}

/**
 * Which section patterns a store may use is a limit of its plan. A section whose
 * pattern changed (or is new) must use one the plan allows; sections kept as they were stay valid
 * after a downgrade, so an older page can still be edited. Platform admins may use every pattern.
 */
async function checkPatterns(sections: Section[] | undefined, w: PageWriter): Promise<void> {
  if (!sections || isPlatformAdmin(w.user)) return;
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

/** The columns a page save writes: its schema, its plan's section patterns, sanitised sections. */
export async function pageUpdateValues(input: z.infer<typeof pageUpdateSchema>, w: PageWriter): Promise<Row> {
  await checkPatterns(input.sections, w);
  const values = jsonFields({ ...input, updated_at: nowIso() });
  if (typeof input.slug === "string") values.slug = pageSlug(input.slug);
  return values;
}

/** Adds a page to the store under the page rules, with its event and first revision. Answers its id. */
export async function createPage(body: unknown, w: PageWriter): Promise<number> {
  const input = pageCreateSchema.parse(body);
  await checkPatterns(input.sections, w);
  const now = nowIso();
  const values = jsonFields({
    type: "page",
    sections: [],
    data: {},
    ...input,
    website_id: w.websiteId,
    slug: pageSlug(String(input.slug || input.name)),
    created_at: now,
    updated_at: now,
  });
  return inTransaction(w.ctx.db.kysely, async (trx) => {
    const row = await loose(trx).insertInto("pages").values(values).returning("id").executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordPageRowWrite(trx, id, null);
    return id;
  });
}

/**
 * Saves a page under the page rules; `version`, when given, is the one the save read (a page
 * changed since is refused).
 */
export async function updatePage(
  body: unknown,
  w: PageWriter & { id: number; existing: Row; version?: number | null },
): Promise<void> {
  const values = await pageUpdateValues(pageUpdateSchema.parse(body), w);
  await inTransaction(w.ctx.db.kysely, async (trx) => {
    await bumpVersion(trx, "pages", w.id, w.version);
    await loose(trx).updateTable("pages").set(values).where("id", "=", w.id).execute();
    await recordPageRowWrite(trx, w.id, w.existing);
  });
}

/** Deletes a page, with its event. */
export async function deletePage(w: PageWriter & { id: number; existing: Row }): Promise<void> {
  await inTransaction(w.ctx.db.kysely, async (trx) => {
    await loose(trx).deleteFrom("pages").where("id", "=", w.id).execute();
    await recordPageRowWrite(trx, w.id, w.existing);
  });
}
