import type { FastifyInstance } from "fastify";
import { answeringCurrent, askedVersion, tagVersion } from "../../http/versions.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { orderStatusSchema } from "../../../domain/order-money.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { changeOrderStatus, deletePurchase } from "../../services/orders/status.js";
import { orderOf } from "./access.js";
import { loadOrder, orderDetail } from "../../services/orders/detail.js";
import { grantedStore } from "../../http/access.js";
import { idParam, messageDto } from "../../http/params.js";
import { orderDetailDto } from "../../../domain/contracts/orders.js";

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Order page reads and writes: detail, status change with history, delete purchase. */
export async function orderActionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/orders/:id",
    {
      config: { access: orderOf("browse_single_order") },
      schema: {
        tags: ["orders"],
        summary:
          "An order with its lines (mockups, decoration files), address, status history, shipments and payment split (browse_single_order)",
        params: idParam,
        response: { 200: orderDetailDto, 404: errorDto },
      },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      const order = await loadOrder(ctx, request.params.id);
      const detail = await orderDetail(ctx, order, website, access);
      tagVersion(reply, detail);
      return detail;
    },
  );

  r.put(
    "/api/orders/:id/status",
    {
      config: { access: orderOf(RESOURCE_RIGHTS.Order.update) },
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
      const { website, access } = grantedStore(request);
      const order = await loadOrder(ctx, request.params.id);
      const { status, note } = request.body;
      const changed = await answeringCurrent(
        () =>
          changeOrderStatus(ctx, order, {
            status,
            note: note ?? null,
            userId: currentUser(request).id,
            version: askedVersion(request),
          }),
        async () => orderDetail(ctx, await loadOrder(ctx, order.id), website, access),
      );
      return orderDetail(ctx, changed, website, access);
    },
  );

  r.post(
    "/api/delete/purchase/:id",
    {
      config: { access: orderOf(RESOURCE_RIGHTS.Order.delete) },
      schema: {
        tags: ["orders"],
        summary:
          "Delete a purchase (store owner or platform admin): the order is canceled as by the status change (card charge refunded, unrequested payout dropped, stock returned, discount or gift card released) and archived; it stays in reports as deleted",
        params: idParam,
        response: { 200: messageDto, 403: errorDto, 404: errorDto, 409: errorDto, 502: errorDto },
      },
    },
    async (request) => {
      const order = await loadOrder(ctx, request.params.id);
      await deletePurchase(ctx, order, currentUser(request).id);
      return { message: ORDER_MSG.deleted };
    },
  );
}
