import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import { scopeRows, type CategoryRow, type Scope } from "./rules.js";

/** A category by id (its store was checked by the caller's declaration). */
export async function loadCategory(ctx: AppContext, id: number): Promise<CategoryRow> {
  const row = await ctx.db.kysely
    .selectFrom("categories")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Every category of a store, or of the platform (null), as the tree is built from them. */
export function categoriesOf(ctx: AppContext, scope: Scope): Promise<CategoryRow[]> {
  return scopeRows(ctx.db.kysely, scope);
}
