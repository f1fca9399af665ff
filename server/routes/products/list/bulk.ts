import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { PRODUCT_LIST_MSG } from "../../../../domain/messages.js";
import type { ActivityAction } from "../../../../domain/activity.js";
import type { ListRow } from "../../../services/products/list-rows.js";
import {
  changeListProduct,
  changeListStatus,
  deleteListProducts,
  publishValues,
  restoreValues,
  saveSortOrder,
  switchValues,
  type RowChange,
} from "../../../services/products/list-actions.js";
import { idsBody, productRow, productRowDto, productOf, productsOf, type ProductRowDto } from "./common.js";
import { idParam, messageDto, recordId } from "../../../http/params.js";

const changeStatusBody = idsBody.extend({ status: z.enum(["published", "unpublished"]) });
const statusParams = z.object({
  id: recordId,
  available: z.enum(["0", "1"], { error: PRODUCT_LIST_MSG.csvFlag }),
});
const sortBody = z.object({
  ids: idsBody.shape.ids.describe("the products of one page, in their new order"),
});

/** Bulk work on the product list: delete, restore, status, publish, order. */
export async function productBulkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** One product changed by a list action: the message and its list row as saved. */
  async function changeOne(
    id: number,
    reach: { deleted: boolean },
    message: string,
    action: ActivityAction,
    change: (row: ListRow, now: string) => RowChange,
  ): Promise<{ message: string; product: ProductRowDto }> {
    const { row, now } = await changeListProduct(ctx, id, reach.deleted, action, change);
    return { message, product: productRow(ctx, row, now) };
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
      const deleted = await deleteListProducts(ctx, request.body.ids);
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
      changeOne(request.params.id, { deleted: true }, PRODUCT_LIST_MSG.restored, "update", restoreValues),
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
      const changed = await changeListStatus(ctx, ids, status);
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
      const saved = await saveSortOrder(ctx, request.body.ids);
      return { message: PRODUCT_LIST_MSG.sortSaved, sort_order: saved };
    },
  );
}
