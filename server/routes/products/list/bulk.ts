import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { invalidateStorefront } from "../../../storefront/cache.js";
import { nowIso } from "../../../db/json.js";
import { badRequest } from "../../../errors.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import {
  idParam,
  idsBody,
  invalidateStoresOf,
  messageDto,
  productRow,
  productRowDto,
  productsInReach,
  type ListRow,
} from "./common.js";

const changeStatusBody = idsBody.extend({ status: z.enum(["published", "unpublished"]) });
const statusParams = z.object({
  id: z.coerce.number().int().positive(),
  available: z.enum(["0", "1"], { error: PRODUCT_LIST_MSG.csvFlag }),
});
const sortBody = z.object({
  ids: idsBody.shape.ids.describe("the products of one page, in their new order"),
});

/**
 * Publishing now: switched on, a future start dropped (else it would stay scheduled) and a
 * window that has closed reopened.
 */
function publishValues(row: ListRow, now: string) {
  return {
    available: 1,
    published_from: row.published_from !== null && row.published_from > now ? null : row.published_from,
    published_to: row.published_to !== null && row.published_to <= now ? null : row.published_to,
    updated_at: now,
  };
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

/** Bulk work on the product list: delete, restore, status, publish, order (spec §7 Products). */
export async function productBulkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/products/delete",
    {
      schema: {
        tags: ["products"],
        summary: "Soft-delete products (edit_products); they move to the Deleted tab and can be restored",
        body: idsBody,
        response: { 200: messageDto.extend({ deleted: z.number() }) },
      },
    },
    async (request) => {
      const rows = await productsInReach(ctx, request, request.body.ids, "edit_products", { deleted: false });
      const now = nowIso();
      await k.transaction().execute((trx) =>
        trx
          .updateTable("products")
          .set({ deleted_at: now, updated_at: now })
          .where(
            "id",
            "in",
            rows.map((row) => row.id),
          )
          .execute(),
      );
      invalidateStoresOf(rows);
      return { message: PRODUCT_LIST_MSG.deleted(rows.length), deleted: rows.length };
    },
  );

  r.put(
    "/api/restore/product/:id",
    {
      schema: {
        tags: ["products"],
        summary: "Restore a soft-deleted product (edit_products); it comes back unpublished",
        params: idParam,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const [row] = await productsInReach(ctx, request, [request.params.id], "edit_products", {
        deleted: true,
      });
      const now = nowIso();
      await k
        .updateTable("products")
        .set({ deleted_at: null, available: 0, updated_at: now })
        .where("id", "=", row!.id)
        .execute();
      invalidateStorefront(row!.website_id);
      return {
        message: PRODUCT_LIST_MSG.restored,
        product: productRow(ctx, { ...row!, deleted_at: null, available: 0, updated_at: now }, now),
      };
    },
  );

  r.post(
    "/api/products/change/status",
    {
      schema: {
        tags: ["products"],
        summary: "Publish or unpublish several products at once (edit_products)",
        body: changeStatusBody,
        response: { 200: messageDto.extend({ changed: z.number() }) },
      },
    },
    async (request) => {
      const rows = await productsInReach(ctx, request, request.body.ids, "edit_products", { deleted: false });
      const now = nowIso();
      await k.transaction().execute(async (trx) => {
        for (const row of rows) {
          const values =
            request.body.status === "published" ? publishValues(row, now) : { available: 0, updated_at: now };
          await trx.updateTable("products").set(values).where("id", "=", row.id).execute();
        }
      });
      invalidateStoresOf(rows);
      return { message: PRODUCT_LIST_MSG.statusChanged(rows.length), changed: rows.length };
    },
  );

  r.post(
    "/api/product/status/:id/:available",
    {
      schema: {
        tags: ["products"],
        summary:
          "The published toggle of the low stock and price change dialogs, saved at once: available 1 or 0 (edit_products)",
        params: statusParams,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const [row] = await productsInReach(ctx, request, [request.params.id], "edit_products", {
        deleted: false,
      });
      const now = nowIso();
      const values =
        request.params.available === "1" ? publishValues(row!, now) : { available: 0, updated_at: now };
      await k.updateTable("products").set(values).where("id", "=", row!.id).execute();
      invalidateStorefront(row!.website_id);
      return {
        message: PRODUCT_LIST_MSG.productUpdated,
        product: productRow(ctx, { ...row!, ...values }, now),
      };
    },
  );

  r.post(
    "/api/product/publish/:id",
    {
      schema: {
        tags: ["products"],
        summary: "Publish one product now (edit_products)",
        params: idParam,
        response: { 200: messageDto.extend({ product: productRowDto }) },
      },
    },
    async (request) => {
      const [row] = await productsInReach(ctx, request, [request.params.id], "edit_products", {
        deleted: false,
      });
      const now = nowIso();
      const values = publishValues(row!, now);
      await k.updateTable("products").set(values).where("id", "=", row!.id).execute();
      invalidateStorefront(row!.website_id);
      return {
        message: PRODUCT_LIST_MSG.productUpdated,
        product: productRow(ctx, { ...row!, ...values }, now),
      };
    },
  );

  r.post(
    "/api/products/update/sortorder",
    {
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
      const rows = await productsInReach(ctx, request, ids, "edit_products", { deleted: false });
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
          await trx.updateTable("products").set({ sort_order: slots[i]! }).where("id", "=", id).execute();
        }
      });
      invalidateStoresOf(rows);
      return { message: PRODUCT_LIST_MSG.sortSaved, sort_order: saved };
    },
  );
}
