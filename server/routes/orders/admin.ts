import type { FastifyInstance, FastifyRequest } from "fastify";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { orderEditSchema } from "../../../domain/order-money.js";
import { currentUser } from "../../auth/guard.js";
import { loadStoreAccess } from "../../auth/access.js";
import type { AppContext } from "../../context.js";
import { HttpError, notFound } from "../../errors.js";
import { loadOrder, orderDetail } from "../../services/orders/detail.js";
import { cloneOrder, editOrder } from "../../services/orders/admin-edit.js";
import { idParam } from "../../http/params.js";
import { orderDetailDto } from "../../../domain/contracts/orders.js";

/** An order with its store and the platform admin's access there (the route admits platform admins only). */
async function adminOrder(ctx: AppContext, request: FastifyRequest, id: number) {
  const order = await loadOrder(ctx, id);
  const found = await loadStoreAccess(ctx.db, currentUser(request), order.website_id);
  if (!found) throw notFound(ORDER_MSG.orderNotFound);
  return { order, ...found };
}

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** The admin's order tools: clone an order (/master/admin/order/{id}) and edit one (/master/admin/edit/order/{id}). */
export async function orderAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;

  r.post(
    "/api/admin/orders/:id/clone",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["orders"],
        summary:
          "Platform admin: create a new order (status new, no charge) from an order, with the buyer, address and lines as sent; the split is recomputed",
        params: idParam,
        body: orderEditSchema,
        response: { 201: orderDetailDto, 403: errorDto, 404: errorDto, 422: errorDto },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { order: source, website, access } = await adminOrder(ctx, request, request.params.id);
      const body = request.body;
      const created = await cloneOrder(db, source, body, user.id);
      return reply.code(201).send(await orderDetail(ctx, created, website, access));
    },
  );

  r.put(
    "/api/admin/orders/:id",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["orders"],
        summary:
          "Platform admin: edit an order's buyer, address and lines; the split is recomputed (its discount kept) and an unpaid payout follows it",
        params: idParam,
        body: orderEditSchema,
        response: {
          200: orderDetailDto,
          403: errorDto,
          404: errorDto,
          409: errorDto,
          422: errorDto,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { order, website, access } = await adminOrder(ctx, request, request.params.id);
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      const body = request.body;
      const version = askedVersion(request);
      const now = async () => orderDetail(ctx, await loadOrder(ctx, order.id), website, access);
      const updated = await answeringCurrent(() => editOrder(db, order, body, user.id, version), now);
      return orderDetail(ctx, updated, website, access);
    },
  );
}
