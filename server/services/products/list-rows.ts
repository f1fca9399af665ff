import type { AppContext } from "../../context.js";
import type { Product } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";

/** The columns a product list row is drawn from (the list, its actions' answers, the stale-save `current`). */
export const LIST_COLUMNS = [
  "id",
  "website_id",
  "supplier_product_id",
  "name",
  "slug",
  "price",
  "available",
  "published_from",
  "published_to",
  "sort_order",
  "inventory_quantity",
  "min_quantity",
  "preview_photo",
  "deleted_at",
  "created_at",
  "updated_at",
  "version",
] as const;
export type ListRow = Pick<Product, (typeof LIST_COLUMNS)[number]>;

/**
 * The products a bulk action names (their stores checked by the route's access rule), live or
 * deleted as asked; one of them missing is the list's "product not found".
 */
export async function listRowsOf(
  ctx: AppContext,
  ids: readonly number[],
  opts: { deleted?: boolean } = {},
): Promise<ListRow[]> {
  const unique = [...new Set(ids)];
  let query = ctx.db.kysely.selectFrom("products").select(LIST_COLUMNS).where("id", "in", unique);
  if (opts.deleted !== undefined) query = query.where("deleted_at", opts.deleted ? "is not" : "is", null);
  const rows = await query.execute();
  if (rows.length !== unique.length) throw notFound(PRODUCT_LIST_MSG.productNotFound);
  return rows;
}

/** One product's list row, live or deleted as asked (its store was checked by the route's access rule). */
export async function listRowOf(ctx: AppContext, id: number, deleted: boolean): Promise<ListRow> {
  const row = await ctx.db.kysely
    .selectFrom("products")
    .select(LIST_COLUMNS)
    .where("id", "=", id)
    .where("deleted_at", deleted ? "is not" : "is", null)
    .executeTakeFirst();
  if (!row) throw notFound(PRODUCT_LIST_MSG.productNotFound);
  return row;
}

/** These products' list rows as they are stored now, whatever their state (after a write, or a stale save). */
export function listRowsNow(ctx: AppContext, ids: readonly number[]): Promise<ListRow[]> {
  return ctx.db.kysely
    .selectFrom("products")
    .select(LIST_COLUMNS)
    .where("id", "in", [...ids])
    .execute();
}
