import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, requireAdmin, requireStore } from "../../auth/guard.js";
import { badRequest, fieldErrors, invalid, notFound } from "../../errors.js";
import { CATALOGUE_MSG, MSG } from "../../../domain/messages.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import type { CategoryRow, Scope } from "../../services/categories/rules.js";
import type { StoreRule } from "../../http/access.js";

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

/**
 * Checks the caller's right on a scope chosen by the body, where null names the platform's
 * catalogue (a declaration cannot tell null from absent): a store's right from RESOURCE_RIGHTS,
 * platform = admins.
 */
export async function requireScope(
  ctx: AppContext,
  request: FastifyRequest,
  scope: Scope,
  action: "list" | "create" | "update" | "delete",
): Promise<void> {
  if (scope === null) requireAdmin(request);
  else await requireStore(ctx.db, request, scope, RESOURCE_RIGHTS.Category[action]);
}

/**
 * Who may change the category named by the path: the Category right in its store; a platform
 * category (no store), platform admins only. Another store's answers 404 exactly like a missing one.
 */
export function editableCategory(action: "update" | "delete"): StoreRule {
  return { right: RESOURCE_RIGHTS.Category[action], from: { record: "categories" } };
}

/** A category by id (its store was checked by the route's declaration). */
export async function loadCategory(ctx: AppContext, id: number): Promise<CategoryRow> {
  const row = await ctx.db.kysely
    .selectFrom("categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
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

export const categoryNodeDto: z.ZodType<CategoryNode> = z
  .lazy(() =>
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
  )
  .meta({ id: "CategoryNode" });

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
