import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { CATALOGUE_MSG } from "../../../domain/messages.js";
import { CATEGORY_TEXT_MAX } from "../../../domain/categories.js";
import { slugify } from "../../../domain/slug.js";
import { takeTurns, TURN } from "../../db/turns.js";

export type CategoryRow = Selectable<Database["categories"]>;
type Q = Kysely<Database> | Transaction<Database>;

export {
  CATEGORY_TEXT_MAX,
  categoryInput,
  categoryUpdateInput,
  type CategoryInput,
  type CategoryUpdate,
} from "../../../domain/categories.js";

/** null: the platform's own categories (/master/admin/categories); otherwise a store id. */
export type Scope = number | null;

export async function scopeRows(q: Q, scope: Scope): Promise<CategoryRow[]> {
  let query = q.selectFrom("categories").selectAll();
  query = scope === null ? query.where("website_id", "is", null) : query.where("website_id", "=", scope);
  return query.orderBy("sort_order").orderBy("id").execute();
}

/**
 * The scope's categories for a write of its tree, inside the write's transaction. Writes of one
 * tree take turns (a bulk delete removes a category and its parent at once; two moves could make
 * a loop), so what a write checks and changes is the tree as it is now.
 */
export async function treeForWrite(trx: Q, scope: Scope): Promise<CategoryRow[]> {
  await takeTurns(trx, TURN.categoryTree, [scope ?? 0]);
  return scopeRows(trx, scope);
}

/** The slug as stored: the given one (or the name) through domain/slug.ts, never empty. */
export function slugFor(input: { name: string; slug?: string | undefined }): string {
  return slugify(input.slug ? input.slug : input.name, CATEGORY_TEXT_MAX) || "category";
}

/** The server's slug error at the field: slugs are unique within a store. */
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
