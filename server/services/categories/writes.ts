import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { recordActivity } from "../activity/record.js";
import { bumpVersion } from "../versions/index.js";
import {
  assertParent,
  assertSlugFree,
  treeForWrite,
  slugFor,
  type CategoryInput,
  type CategoryRow,
  type CategoryUpdate,
  type Scope,
} from "./rules.js";

/**
 * A category's writes, the one implementation the category routes and BREAD's Category call. Each
 * runs in one transaction: the parent must be of the same scope and never inside the category
 * itself, the slug unique in the scope; its activity event commits with it; the store's storefront
 * cache is dropped after it commits.
 */
export async function createCategory(
  ctx: AppContext,
  scope: Scope,
  input: CategoryInput,
): Promise<CategoryRow> {
  const slug = slugFor(input);
  const parent = input.childOf ?? null;
  const category = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await treeForWrite(trx, scope);
    assertParent(rows, null, parent);
    await assertSlugFree(trx, scope, slug, null);
    const siblings = rows.filter((row) => row.parent_id === parent);
    const row = await trx
      .insertInto("categories")
      .values({
        website_id: scope,
        name: input.name,
        real_name: input.name,
        slug,
        parent_id: parent,
        sort_order: siblings.reduce((max, row) => Math.max(max, row.sort_order + 1), 0),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Category",
      entityId: row.id,
      action: "create",
      websiteId: scope,
      after: row,
    });
    return row;
  });
  if (scope !== null) await invalidateStorefront(ctx.events, scope);
  return category;
}

/**
 * With the version the screen read, a category saved by someone else since is refused
 * (StaleVersion) and nothing is written.
 */
export async function updateCategory(
  ctx: AppContext,
  current: CategoryRow,
  input: CategoryUpdate,
  version: number | null = null,
): Promise<CategoryRow> {
  const slug = slugFor(input);
  const category = await ctx.db.kysely.transaction().execute(async (trx) => {
    await bumpVersion(trx, "categories", current.id, version);
    const rows = await treeForWrite(trx, current.website_id);
    const parent = input.childOf === undefined ? current.parent_id : input.childOf;
    assertParent(rows, current.id, parent);
    await assertSlugFree(trx, current.website_id, slug, current.id);
    const row = await trx
      .updateTable("categories")
      .set({ name: input.name, real_name: input.name, slug, parent_id: parent })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Category",
      entityId: current.id,
      action: "update",
      websiteId: current.website_id,
      before: current,
      after: row,
    });
    return row;
  });
  if (current.website_id !== null) await invalidateStorefront(ctx.events, current.website_id);
  return category;
}

/**
 * Its subcategories move up to its parent and its products lose it. Its parent is the one in the
 * tree as the delete's turn finds it: a bulk delete may have removed the parent read before.
 */
export async function deleteCategory(ctx: AppContext, current: CategoryRow): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = (await treeForWrite(trx, current.website_id)).find((r) => r.id === current.id);
    if (!row) return;
    await trx
      .updateTable("categories")
      .set({ parent_id: row.parent_id })
      .where("parent_id", "=", row.id)
      .execute();
    await trx.deleteFrom("product_categories").where("category_id", "=", row.id).execute();
    await trx.deleteFrom("categories").where("id", "=", row.id).execute();
    await recordActivity(trx, {
      entity: "Category",
      entityId: row.id,
      action: "delete",
      websiteId: row.website_id,
      before: row,
    });
  });
  if (current.website_id !== null) await invalidateStorefront(ctx.events, current.website_id);
}
