import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { badRequest } from "../../../domain/errors.js";
import { PRODUCT_LIST_MSG } from "../../../domain/messages.js";
import type { ActivityAction } from "../../../domain/activity.js";
import { assertPublishable } from "./publish-rules.js";
import { duplicateProducts } from "./duplicate.js";
import { quickEditProduct, softDeleteProducts, writeProduct, type QuickEditInput } from "./list-writes.js";
import { listRowOf, listRowsNow, listRowsOf, type ListRow } from "./list-rows.js";

/** What the one-product actions change on a row. */
export type RowChange = Partial<
  Pick<ListRow, "available" | "published_from" | "published_to" | "deleted_at" | "updated_at">
>;

/**
 * Publishing now: switched on, a future start dropped (else it would stay scheduled) and a
 * window that has closed reopened.
 */
export function publishValues(row: ListRow, now: string): RowChange {
  return {
    available: 1,
    published_from: row.published_from !== null && row.published_from > now ? null : row.published_from,
    published_to: row.published_to !== null && row.published_to <= now ? null : row.published_to,
    updated_at: now,
  };
}

/** A product switched on (published now) or off. */
export function switchValues(on: boolean, row: ListRow, now: string): RowChange {
  return on ? publishValues(row, now) : { available: 0, updated_at: now };
}

/** A deleted product back in the list, unpublished. */
export function restoreValues(_row: ListRow, now: string): RowChange {
  return { deleted_at: null, available: 0, updated_at: now };
}

/**
 * New sort_order values for a page reordered by drag and drop. The page keeps the slots it had
 * (so other pages do not move); slots shared by several products are spread from the lowest.
 */
export function sortSlots(current: readonly number[]): number[] {
  const slots = [...current].sort((a, b) => a - b);
  const distinct = new Set(slots).size === slots.length;
  return distinct ? slots : slots.map((_, i) => slots[0]! + i);
}

/**
 * One product (its store checked by the route), live or deleted as `deleted` says, changed now by
 * `change`; a product switched on must meet the publish rules. Answers its list row as saved
 * (the write moved its version) and when.
 */
export async function changeListProduct(
  ctx: AppContext,
  id: number,
  deleted: boolean,
  action: ActivityAction,
  change: (row: ListRow, now: string) => RowChange,
): Promise<{ row: ListRow; now: string }> {
  const k = ctx.db.kysely;
  const row = await listRowOf(ctx, id, deleted);
  const now = nowIso();
  const values = change(row, now);
  if (values.available === 1 && row.available !== 1) await assertPublishable(k, [row.id]);
  await writeProduct(k, row.id, values, action);
  const [saved] = await listRowsNow(ctx, [row.id]);
  return { row: saved!, now };
}

/** Live products (their stores checked by the route) written in one transaction; answers how many. */
async function changeLiveProducts(
  ctx: AppContext,
  ids: readonly number[],
  write: (trx: Transaction<Database>, rows: ListRow[], now: string) => Promise<void>,
): Promise<number> {
  const rows = await listRowsOf(ctx, ids, { deleted: false });
  const now = nowIso();
  await ctx.db.kysely.transaction().execute((trx) => write(trx, rows, now));
  return rows.length;
}

/** Soft-deletes live products: they move to the Deleted tab. Answers how many. */
export function deleteListProducts(ctx: AppContext, ids: readonly number[]): Promise<number> {
  return changeLiveProducts(ctx, ids, (trx, rows, now) =>
    softDeleteProducts(
      trx,
      rows.map((row) => row.id),
      now,
    ),
  );
}

/**
 * Publishes (each must meet the publish rules, errors at `ids.<index>`) or unpublishes live
 * products, all or none. Answers how many.
 */
export function changeListStatus(
  ctx: AppContext,
  ids: readonly number[],
  status: "published" | "unpublished",
): Promise<number> {
  return changeLiveProducts(ctx, ids, async (trx, rows, now) => {
    if (status === "published") {
      const switchedOn = rows.filter((row) => row.available !== 1).map((row) => row.id);
      await assertPublishable(trx, switchedOn, (id) => `ids.${ids.indexOf(id)}`);
    }
    for (const row of rows) {
      await writeProduct(trx, row.id, switchValues(status === "published", row, now), "status");
    }
  });
}

/**
 * Saves a page of one store's live products in its new order, in the slots the page held.
 * Answers each product's sort_order by id.
 */
export async function saveSortOrder(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Record<string, number>> {
  if (new Set(ids).size !== ids.length) throw badRequest("Each product may appear only once.");
  const rows = await listRowsOf(ctx, ids, { deleted: false });
  if (new Set(rows.map((row) => row.website_id)).size > 1) throw badRequest(PRODUCT_LIST_MSG.sortSameStore);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const slots = sortSlots(ids.map((id) => Number(byId.get(id)!.sort_order)));
  // updated_at stays: reordering is not an edit (the price change list compares against it).
  const saved: Record<string, number> = {};
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) {
      saved[String(id)] = slots[i]!;
      if (Number(byId.get(id)!.sort_order) === slots[i]) continue;
      await writeProduct(trx, id, { sort_order: slots[i]! }, "update");
    }
  });
  return saved;
}

/** Copies live products (their stores checked by the route), all or none; answers the copies' list rows. */
export async function duplicateListProducts(ctx: AppContext, ids: readonly number[]): Promise<ListRow[]> {
  const unique = [...new Set(ids)];
  await listRowsOf(ctx, unique, { deleted: false });
  const created = await duplicateProducts(ctx.db.kysely, unique);
  return listRowsNow(ctx, created);
}

/** The list's quick edit of one live product, against the version the caller read (none: last save wins). */
export async function quickEditListProduct(
  ctx: AppContext,
  id: number,
  input: QuickEditInput,
  version: number | undefined,
): Promise<string> {
  const row = await listRowOf(ctx, id, false);
  return quickEditProduct(ctx.db.kysely, row, input, { version });
}
