import type { FastifyInstance } from "fastify";
import type { Transaction } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/json.js";
import type { Database } from "../../../db/schema.js";
import { badRequest } from "../../../errors.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import { assertPublishable } from "../../../services/products/publish-rules.js";
import {
  idsBody,
  LIST_COLUMNS,
  productRow,
  productRowDto,
  productOf,
  productRowOf,
  productRowsOf,
  productsOf,
  type ListRow,
  type ProductRowDto,
} from "./common.js";
import { idParam, messageDto, recordId } from "../../../http/params.js";
import { softDeleteProducts, writeProduct } from "../../../services/products/list-writes.js";
import type { ActivityAction } from "../../../../domain/activity.js";

const changeStatusBody = idsBody.extend({ status: z.enum(["published", "unpublished"]) });
const statusParams = z.object({
  id: recordId,
  available: z.enum(["0", "1"], { error: PRODUCT_LIST_MSG.csvFlag }),
});
const sortBody = z.object({
  ids: idsBody.shape.ids.describe("the products of one page, in their new order"),
});

/** What the one-product actions change on a row. */
type RowChange = Partial<
  Pick<ListRow, "available" | "published_from" | "published_to" | "deleted_at" | "updated_at">
>;

/**
 * Publishing now: switched on, a future start dropped (else it would stay scheduled) and a
 * window that has closed reopened.
 */
function publishValues(row: ListRow, now: string): RowChange {
  return {
    available: 1,
    published_from: row.published_from !== null && row.published_from > now ? null : row.published_from,
    published_to: row.published_to !== null && row.published_to <= now ? null : row.published_to,
    updated_at: now,
  };
}

/** A product switched on (published now) or off. */
function switchValues(on: boolean, row: ListRow, now: string): RowChange {
  return on ? publishValues(row, now) : { available: 0, updated_at: now };
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

/** Bulk work on the product list: delete, restore, status, publish, order. */
export async function productBulkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * One product (its store checked by the route's declaration), live or deleted as `reach` says, changed now
   * by `change`; answers the message and its list row as saved.
   */
  async function changeOne(
    id: number,
    reach: { deleted: boolean },
    message: string,
    action: ActivityAction,
    change: (row: ListRow, now: string) => RowChange,
  ): Promise<{ message: string; product: ProductRowDto }> {
    const row = await productRowOf(ctx, id, reach.deleted);
    const now = nowIso();
    const values = change(row, now);
    if (values.available === 1 && row.available !== 1) await assertPublishable(k, [row.id]);
    await writeProduct(k, row.id, values, action);
    // Read back: the write moved the product's version, which the answer carries.
    const saved = await k
      .selectFrom("products")
      .select(LIST_COLUMNS)
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    return { message, product: productRow(ctx, saved, now) };
  }

  /**
   * Live products in the caller's reach (edit_products) written in one transaction; their stores'
   * storefronts are dropped after it commits. Answers how many there were.
   */
  async function changeMany(
    ids: readonly number[],
    write: (trx: Transaction<Database>, rows: ListRow[], now: string) => Promise<void>,
  ): Promise<number> {
    const rows = await productRowsOf(ctx, ids, { deleted: false });
    const now = nowIso();
    await k.transaction().execute((trx) => write(trx, rows, now));
    return rows.length;
  }

  r.post(
    "/api/products/delete",
    {
      config: { access: productsOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Soft-delete products (edit_products); they move to the Deleted tab and can be restored",
        body: idsBody,
        response: { 200: messageDto.extend({ deleted: z.number() }) },
      },
    },
    async (request) => {
      const deleted = await changeMany(request.body.ids, (trx, rows, now) =>
        softDeleteProducts(
          trx,
          rows.map((row) => row.id),
          now,
        ),
      );
      return { message: PRODUCT_LIST_MSG.deleted(deleted), deleted };
    },
  );

  r.put(
    "/api/restore/product/:id",
    {
      config: { access: productOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Restore a soft-deleted product (edit_products); it comes back unpublished",
        params: idParam,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) =>
      changeOne(request.params.id, { deleted: true }, PRODUCT_LIST_MSG.restored, "update", (_row, now) => ({
        deleted_at: null,
        available: 0,
        updated_at: now,
      })),
  );

  r.post(
    "/api/products/change/status",
    {
      config: { access: productsOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Publish or unpublish several products at once (edit_products)",
        body: changeStatusBody,
        response: { 200: messageDto.extend({ changed: z.number() }) },
      },
    },
    async (request) => {
      const { ids, status } = request.body;
      const changed = await changeMany(ids, async (trx, rows, now) => {
        if (status === "published") {
          const switchedOn = rows.filter((row) => row.available !== 1).map((row) => row.id);
          await assertPublishable(trx, switchedOn, (id) => `ids.${ids.indexOf(id)}`);
        }
        for (const row of rows) {
          await writeProduct(trx, row.id, switchValues(status === "published", row, now), "status");
        }
      });
      return { message: PRODUCT_LIST_MSG.statusChanged(changed), changed };
    },
  );

  r.post(
    "/api/product/status/:id/:available",
    {
      config: { access: productOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "The published toggle of the low stock and price change dialogs, saved at once: available 1 or 0 (edit_products)",
        params: statusParams,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) =>
      changeOne(
        request.params.id,
        { deleted: false },
        PRODUCT_LIST_MSG.productUpdated,
        "status",
        (row, now) => switchValues(request.params.available === "1", row, now),
      ),
  );

  r.post(
    "/api/product/publish/:id",
    {
      config: { access: productOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary: "Publish one product now (edit_products)",
        params: idParam,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) =>
      changeOne(
        request.params.id,
        { deleted: false },
        PRODUCT_LIST_MSG.productUpdated,
        "status",
        publishValues,
      ),
  );

  r.post(
    "/api/products/update/sortorder",
    {
      config: { access: productsOf("edit_products"), changesStorefront: true },
      schema: {
        tags: ["products"],
        summary:
          "Save a drag-and-drop order: ids of one store's products in their new order; they keep the positions they held (edit_products)",
        body: sortBody,
        response: { 200: messageDto.extend({ sort_order: z.record(z.string(), z.number()) }) },
      },
    },
    async (request) => {
      const ids = request.body.ids;
      if (new Set(ids).size !== ids.length) throw badRequest("Each product may appear only once.");
      const rows = await productRowsOf(ctx, ids, { deleted: false });
      if (new Set(rows.map((row) => row.website_id)).size > 1)
        throw badRequest(PRODUCT_LIST_MSG.sortSameStore);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const slots = sortSlots(ids.map((id) => Number(byId.get(id)!.sort_order)));
      // updated_at stays: reordering is not an edit (the price change list compares against it).
      const saved: Record<string, number> = {};
      await k.transaction().execute(async (trx) => {
        for (const [i, id] of ids.entries()) {
          saved[String(id)] = slots[i]!;
          if (Number(byId.get(id)!.sort_order) === slots[i]) continue;
          await writeProduct(trx, id, { sort_order: slots[i]! }, "update");
        }
      });
      return { message: PRODUCT_LIST_MSG.sortSaved, sort_order: saved };
    },
  );
}
