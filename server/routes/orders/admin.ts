import type { FastifyInstance, FastifyRequest } from "fastify";
import { bumpVersion } from "../../services/versions/index.js";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { orderEditSchema, splitOrder } from "../../../domain/order-money.js";
import { currentUser } from "../../auth/guard.js";
import { loadStoreAccess } from "../../auth/access.js";
import type { AppContext } from "../../context.js";
import { nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import { HttpError, notFound } from "../../errors.js";
import { recordStatus } from "../../services/orders/history.js";
import { refreshOrderStats } from "../../services/stats/rollup.js";
import { loadOrder, orderDetail } from "./detail.js";
import { idParam } from "../../http/params.js";
import { orderDetailDto } from "../../../domain/contracts/orders.js";

type Q = Kysely<Database>;

/** An order with its store and the platform admin's access there (the route admits platform admins only). */
async function adminOrder(ctx: AppContext, request: FastifyRequest, id: number) {
  const order = await loadOrder(ctx, id);
  const found = await loadStoreAccess(ctx.db, currentUser(request), order.website_id);
  if (!found) throw notFound(ORDER_MSG.orderNotFound);
  return { order, ...found };
}
type EditBody = z.output<typeof orderEditSchema>;

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

async function replaceItems(trx: Q, orderId: number, items: EditBody["items"]): Promise<void> {
  await trx.deleteFrom("order_items").where("order_id", "=", orderId).execute();
  await trx
    .insertInto("order_items")
    .values(items.map((i) => ({ order_id: orderId, ...i })))
    .execute();
}

/** Products named by the lines must belong to the order's store: an admin edit cannot mix stores. */
async function checkProducts(trx: Q, websiteId: number, items: EditBody["items"]): Promise<void> {
  const ids = [...new Set(items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])))];
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("id", "in", ids)
    .execute();
  const known = new Set(found.map((f) => f.id));
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.product_id !== null && !known.has(item.product_id))
      errors[`items.${i}.product_id`] = ORDER_MSG.productGone;
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]!, errors);
}

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
      const created = await db.transaction().execute(async (trx) => {
        await checkProducts(trx, source.website_id, body.items);
        const split = splitOrder(body.items);
        const now = nowIso();
        const row = await trx
          .insertInto("orders")
          .values({
            website_id: source.website_id,
            buyer_user_id: source.buyer_user_id,
            buyer_name: body.buyer_name,
            buyer_email: body.buyer_email,
            status: "new",
            subtotal: split.subtotal,
            discount: 0,
            gift_card: 0,
            supplier_cost: split.supplier_cost,
            price: split.total,
            platform_fee: split.platform_fee,
            profit: split.profit,
            shipping_address: toJson(body.shipping_address),
            cloned_from: source.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await replaceItems(trx, row.id, body.items);
        await recordStatus(trx, {
          orderId: row.id,
          from: null,
          to: "new",
          userId: user.id,
          note: `#${source.id}`,
        });
        await trx
          .insertInto("payments")
          .values({
            website_id: row.website_id,
            order_id: row.id,
            amount_for_website: split.profit,
            amount_for_vi: split.platform_fee,
            goes_to: split.profit >= 0 ? "website" : "vi",
            created_at: now,
          })
          .execute();
        await refreshOrderStats(trx, [row]);
        return row;
      });
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
      const updated = await answeringCurrent(
        () =>
          db.transaction().execute(async (trx) => {
            await bumpVersion(trx, "orders", order.id, version);
            await checkProducts(trx, order.website_id, body.items);
            const split = splitOrder(body.items, { discount: order.discount });
            const row = await trx
              .updateTable("orders")
              .set({
                buyer_name: body.buyer_name,
                buyer_email: body.buyer_email,
                shipping_address: toJson(body.shipping_address),
                subtotal: split.subtotal,
                discount: split.discount,
                supplier_cost: split.supplier_cost,
                price: split.total,
                platform_fee: split.platform_fee,
                profit: split.profit,
                updated_at: nowIso(),
              })
              .where("id", "=", order.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await replaceItems(trx, order.id, body.items);
            await trx
              .updateTable("payments")
              .set({
                amount_for_website: split.profit,
                amount_for_vi: split.platform_fee,
                goes_to: split.profit >= 0 ? "website" : "vi",
              })
              .where("order_id", "=", order.id)
              .where("done", "=", 0)
              .where("is_request", "=", 0)
              .execute();
            await recordStatus(trx, {
              orderId: order.id,
              from: order.status,
              to: order.status,
              userId: user.id,
              note: ORDER_MSG.edited,
            });
            await refreshOrderStats(trx, [row]);
            return row;
          }),
        now,
      );
      return orderDetail(ctx, updated, website, access);
    },
  );
}
