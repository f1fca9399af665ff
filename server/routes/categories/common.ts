import type { FastifyRequest } from "fastify";
import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, requireAdmin, requireStore } from "../../auth/guard.js";
import type { Database } from "../../db/schema.js";
import { badRequest, fieldErrors, invalid, notFound } from "../../errors.js";
import { CATALOGUE_MSG, MSG } from "../../../domain/messages.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { slugify } from "../../../domain/slug.js";

export type CategoryRow = Selectable<Database["categories"]>;
type Q = Kysely<Database> | Transaction<Database>;

/** Spec §9: category name and slug at most 50. */
export const CATEGORY_TEXT_MAX = 50;

/** null: the platform's own categories (/master/admin/categories); otherwise a store id. */
export type Scope = number | null;

export const categoryInput = z.object({
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(CATEGORY_TEXT_MAX, CATALOGUE_MSG.maxLength(CATEGORY_TEXT_MAX)),
  /** Generated from the name when empty (spec §5). */
  slug: z.string().trim().max(CATEGORY_TEXT_MAX, CATALOGUE_MSG.maxLength(CATEGORY_TEXT_MAX)).optional(),
  childOf: z.number().int().positive().nullable().optional(),
  /** null: a platform category (admins); absent: the active store (X-Website-Id). */
  website_id: z.number().int().positive().nullable().optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** Validates a body with the spec's "Fields are invalid" and the field errors (spec §8). */
export function parseOr422<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(fieldErrors(result.error.issues), CATALOGUE_MSG.fieldsInvalid);
  return result.data;
}

export function storeFrom(request: FastifyRequest, given: number | null | undefined): Scope {
  if (given === null) return null;
  const id = given ?? activeWebsiteId(request);
  if (id === null) throw badRequest(MSG.websiteNotFound, { website_id: MSG.required });
  return id;
}

/** Checks the caller's right on a scope: a store's right from RESOURCE_RIGHTS, platform = admins. */
export async function requireScope(
  ctx: AppContext,
  request: FastifyRequest,
  scope: Scope,
  action: "list" | "create" | "update" | "delete",
): Promise<void> {
  if (scope === null) requireAdmin(request);
  else await requireStore(ctx.db, request, scope, RESOURCE_RIGHTS.Category[action]);
}

/** A category the caller may change; another store's answers 404 exactly like a missing one. */
export async function editableCategory(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  action: "update" | "delete",
): Promise<CategoryRow> {
  const row = await ctx.db.kysely
    .selectFrom("categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await requireScope(ctx, request, row.website_id, action);
  return row;
}

export async function scopeRows(q: Q, scope: Scope): Promise<CategoryRow[]> {
  let query = q.selectFrom("categories").selectAll();
  query = scope === null ? query.where("website_id", "is", null) : query.where("website_id", "=", scope);
  return query.orderBy("sort_order").orderBy("id").execute();
}

/** The slug as stored: the given one (or the name) through domain/slug.ts, never empty. */
export function slugFor(input: { name: string; slug?: string | undefined }): string {
  return slugify(input.slug ? input.slug : input.name, CATEGORY_TEXT_MAX) || "category";
}

/** The server's slug error at the field (spec §5): slugs are unique within a store. */
export async function assertSlugFree(
  q: Q,
  scope: Scope,
  slug: string,
  exceptId: number | null,
): Promise<void> {
  let query = q.selectFrom("categories").select("id").where("slug", "=", slug);
  query = scope === null ? query.where("website_id", "is", null) : query.where("website_id", "=", scope);
  const clash = await query.executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw invalid({ slug: CATALOGUE_MSG.slugTaken }, CATALOGUE_MSG.fieldsInvalid);
}

/**
 * A parent must be a category of the same scope and not the category itself or one inside it,
 * or the tree would loop.
 */
export function assertParent(rows: readonly CategoryRow[], id: number | null, parentId: number | null): void {
  if (parentId === null) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(parentId))
    throw invalid({ childOf: CATALOGUE_MSG.parentInvalid }, CATALOGUE_MSG.fieldsInvalid);
  let cursor: number | null = parentId;
  const seen = new Set<number>();
  while (cursor !== null && !seen.has(cursor)) {
    if (cursor === id) throw invalid({ childOf: CATALOGUE_MSG.parentInvalid }, CATALOGUE_MSG.fieldsInvalid);
    seen.add(cursor);
    cursor = byId.get(cursor)?.parent_id ?? null;
  }
}

export interface CategoryNode {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  childOf: number | null;
  sort_order: number;
  childrens: CategoryNode[];
}

export const categoryNodeDto: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    website_id: z.number().nullable(),
    name: z.string(),
    real_name: z.string().nullable(),
    slug: z.string(),
    childOf: z.number().nullable(),
    sort_order: z.number(),
    childrens: z.array(categoryNodeDto),
  }),
);

export function toNode(row: CategoryRow): CategoryNode {
  return {
    id: row.id,
    website_id: row.website_id,
    name: row.name,
    real_name: row.real_name,
    slug: row.slug,
    childOf: row.parent_id,
    sort_order: row.sort_order,
    childrens: [],
  };
}

/** Spec §3 Category: childOf and childrens. Rows whose parent is gone become roots. */
export function buildTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.childOf === null ? undefined : nodes.get(node.childOf);
    if (parent) parent.childrens.push(node);
    else roots.push(node);
  }
  return roots;
}
