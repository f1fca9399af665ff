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
import { paymentProvidersFor, PaymentProviderError } from "../../services/payments/index.js";
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
          "Change an order's status (new, completed, canceled) with an optional note; kept in its history (browse_single_order)",
        params: idParam,
        body: orderStatusSchema,
        response: { 200: orderDetailDto, 404: errorDto, 409: errorDto, 422: errorDto },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { order, website, access } = await requireOrder(
        ctx,
        request,
        request.params.id,
        "browse_single_order",
      );
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      const { status, note } = request.body;
      if (status === order.status) throw invalid({ status: ORDER_MSG.statusUnchanged });
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("orders")
          .set({ status, updated_at: nowIso() })
          .where("id", "=", order.id)
          .where("deleted_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new HttpError(409, ORDER_MSG.deletedOrder);
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
          "Delete a purchase (store owner or platform admin): the order is canceled and archived, its card charge refunded, its unrequested payout dropped; it stays in reports as deleted",
        params: idParam,
        response: { 200: messageDto, 403: errorDto, 404: errorDto, 409: errorDto },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { order, access } = await requireOrder(ctx, request, request.params.id, null);
      if (!access.isOwner && !access.isAdmin) throw forbidden();
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      // The buyer gets the money back before the order is archived; a failed refund changes nothing.
      if (order.charge_id && order.status !== "canceled" && order.payment_provider) {
        const provider = paymentProvidersFor(ctx).byName.get(order.payment_provider);
        if (provider) {
          try {
            await provider.refundCharge(order.charge_id);
          } catch (error) {
            if (error instanceof PaymentProviderError)
              throw new HttpError(502, `The payment provider answered: ${error.message}`);
            throw error;
          }
        }
      }
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx
          .updateTable("orders")
          .set({ status: "canceled", deleted_at: now, updated_at: now })
          .where("id", "=", order.id)
          .where("deleted_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new HttpError(409, ORDER_MSG.deletedOrder);
        await recordStatus(trx, {
          orderId: order.id,
          from: order.status,
          to: "canceled",
          userId: user.id,
          note: ORDER_MSG.deleted,
        });
        // A payout not yet asked for must not be asked for a canceled order; requested or paid ones stay.
        await trx
          .deleteFrom("payments")
          .where("order_id", "=", order.id)
          .where("is_request", "=", 0)
          .where("done", "=", 0)
          .execute();
        await refreshOrderStats(trx, [row]);
      });
      return { message: ORDER_MSG.deleted };
    },
  );
}
