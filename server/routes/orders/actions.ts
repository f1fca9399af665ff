import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { orderStatusSchema } from "../../../domain/order-money.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { forbidden, HttpError, invalid } from "../../errors.js";
import { recordStatus } from "../../services/orders/history.js";
import { cancelOrder } from "../../services/orders/cancel.js";
import { refreshOrderStats } from "../../services/stats/rollup.js";
import { idParam, orderDetail, orderDetailDto, requireOrder } from "./detail.js";

const messageDto = z.object({ message: z.string() });
const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Order page reads and writes: detail, status change with history, delete purchase. */
export async function orderActionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;

  r.get(
    "/api/orders/:id",
    {
      schema: {
        tags: ["orders"],
        summary:
          "An order with its lines (mockups, decoration files), address, status history, shipments and payment split (browse_single_order)",
        params: idParam,
        response: { 200: orderDetailDto, 404: errorDto },
      },
    },
    async (request) => {
      const { order, website, access } = await requireOrder(
        ctx,
        request,
        request.params.id,
        "browse_single_order",
      );
      return orderDetail(ctx, order, website, access);
    },
  );

  r.put(
    "/api/orders/:id/status",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Change an order's status (new, completed, canceled) with an optional note, kept in its history (full_admin_access). Canceling refunds the card charge, drops the unrequested payout, returns the stock and releases the discount or gift card; a canceled order cannot be reopened (409)",
        params: idParam,
        body: orderStatusSchema,
        response: {
          200: orderDetailDto,
          403: errorDto,
          404: errorDto,
          409: errorDto,
          422: errorDto,
          502: errorDto,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { order, website, access } = await requireOrder(
        ctx,
        request,
        request.params.id,
        "full_admin_access",
      );
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      const { status, note } = request.body;
      if (status === order.status) throw invalid({ status: ORDER_MSG.statusUnchanged });
      // Shopify's rule: the refund and the returned stock cannot be taken back, so neither can the cancel.
      if (order.status === "canceled") throw new HttpError(409, ORDER_MSG.canceledFinal);
      if (status === "canceled") {
        const canceled = await cancelOrder(ctx, order, {
          userId: user.id,
          note: note ?? null,
          archive: false,
        });
        return orderDetail(ctx, canceled, website, access);
      }
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("orders")
          .set({ status, updated_at: nowIso() })
          .where("id", "=", order.id)
          .where("deleted_at", "is", null)
          .where("status", "<>", "canceled")
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new HttpError(409, ORDER_MSG.canceledFinal);
        await recordStatus(trx, { orderId: order.id, from: order.status, to: status, userId: user.id, note });
        await refreshOrderStats(trx, [row]);
        return row;
      });
      return orderDetail(ctx, updated, website, access);
    },
  );

  r.post(
    "/api/delete/purchase/:id",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Delete a purchase (store owner or platform admin): the order is canceled as by the status change (card charge refunded, unrequested payout dropped, stock returned, discount or gift card released) and archived; it stays in reports as deleted",
        params: idParam,
        response: { 200: messageDto, 403: errorDto, 404: errorDto, 409: errorDto, 502: errorDto },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { order, access } = await requireOrder(ctx, request, request.params.id, null);
      if (!access.isOwner && !access.isAdmin) throw forbidden();
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      await cancelOrder(ctx, order, { userId: user.id, note: ORDER_MSG.deleted, archive: true });
      return { message: ORDER_MSG.deleted };
    },
  );
}
