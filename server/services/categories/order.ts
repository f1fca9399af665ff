import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import { notFound } from "../../../domain/errors.js";
import { recordActivity } from "../activity/record.js";
import { assertParent, scopeRows, treeForWrite, type CategoryRow, type Scope } from "./rules.js";

export interface CategoryPlace {
  id: number;
  childOf: number | null;
}

/**
 * Places a scope's categories as a drag and drop left them: each listed one under its parent at
 * its position among the listed siblings. Every id must be of the scope; the new shape is checked
 * as a whole (a move is valid only against the other moves). Each placed category records one
 * activity event with its old and new place, in the caller's transaction.
 */
export async function reorderCategories(
  trx: Transaction<Database>,
  scope: Scope,
  items: readonly CategoryPlace[],
): Promise<CategoryRow[]> {
  const rows = await treeForWrite(trx, scope);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (items.some((item) => !byId.has(item.id))) throw notFound();
  const moved = new Map(items.map((item) => [item.id, item.childOf]));
  const next = rows.map((row) => ({
    ...row,
    parent_id: moved.has(row.id) ? (moved.get(row.id) ?? null) : row.parent_id,
  }));
  for (const item of items) assertParent(next, item.id, item.childOf);
  const position = new Map<number | null, number>();
  for (const item of items) {
    const order = position.get(item.childOf) ?? 0;
    position.set(item.childOf, order + 1);
    const before = byId.get(item.id)!;
    await trx
      .updateTable("categories")
      .set({ parent_id: item.childOf, sort_order: order })
      .where("id", "=", item.id)
      .execute();
    await recordActivity(trx, {
      entity: "Category",
      entityId: item.id,
      action: "update",
      websiteId: scope,
      before: { parent_id: before.parent_id, sort_order: before.sort_order },
      after: { parent_id: item.childOf, sort_order: order },
    });
  }
  return scopeRows(trx, scope);
}

/** reorderCategories in a transaction of its own; answers the scope's categories as now placed. */
export function reorderCategoryTree(
  ctx: AppContext,
  scope: Scope,
  items: readonly CategoryPlace[],
): Promise<CategoryRow[]> {
  return ctx.db.kysely.transaction().execute((trx) => reorderCategories(trx, scope, items));
}
