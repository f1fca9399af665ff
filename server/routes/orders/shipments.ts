import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { shipmentSchema } from "../../../domain/order-money.js";
import type { PermissionType } from "../../../domain/permissions.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStores, type StoreRule } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../errors.js";
import { orderOf } from "./access.js";
import { loadOrder } from "../../services/orders/detail.js";
import { filterParam } from "./query.js";
import { idParam } from "../../http/params.js";
import { listShipments, SHIPMENT_SORTS } from "../../services/orders/shipment-list.js";
import { shipmentDto, shipmentFilterSchema, shipmentListDto } from "../../../domain/contracts/orders.js";
import {
  createShipment,
  deleteShipment,
  loadShipment,
  updateShipment,
} from "../../services/orders/shipments.js";

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(200).optional(),
  filter: z.string().optional(),
});
const shipmentListQuery = listQuery.extend({
  filter: filterParam(shipmentFilterSchema, "JSON {website_id?, all?, order_id?, status?, q?}"),
});

function parse<T extends z.ZodType>(
  name: string,
  schema: T,
  raw: string | undefined,
  fallback: unknown,
): z.output<T> {
  let value: unknown = fallback;
  if (raw) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(`The ${name} parameter must be JSON.`);
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`The ${name} parameter is invalid.`);
  return parsed.data;
}

/**
 * Who acts on a shipment: browse_single_order to read, full_admin_access to write (a salesperson
 * views orders) in its store; another store's id answers 404 like a missing one.
 */
const shipmentOf = (right: PermissionType): StoreRule => ({
  right,
  from: { record: "shipments" },
  missing: ORDER_MSG.shipmentNotFound,
});

/** /shippments: each order's shipments with carrier, tracking number and status (read: browse_single_order; write: full_admin_access). */
export async function shipmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;

  r.get(
    "/api/shipments",
    {
      // Shipments of the store the filter names, else of the active store, else (or with the
      // filter's `all`) of every store where the caller opens orders.
      config: {
        access: {
          right: "browse_single_order",
          stores: ["query.filter.website_id", "active"],
          all: "query.filter.all",
        },
      },
      schema: {
        tags: ["shipments"],
        summary:
          "Shipments of a store (website_id or the active store) or with filter.all of every store where the caller opens orders; paged (Content-Range: shipments start-end/total)",
        querystring: shipmentListQuery,
        response: { 200: z.array(shipmentListDto) },
      },
    },
    async (request, reply) => {
      const filter = request.query.filter;
      const [field, order] = parse(
        "sort",
        z.tuple([z.enum(SHIPMENT_SORTS), z.enum(["ASC", "DESC", "asc", "desc"])]),
        request.query.sort,
        ["created_at", "DESC"],
      );
      const [start, end] = parse(
        "range",
        z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a),
        request.query.range,
        [0, 24],
      );
      const scope = grantedStores(request);

      const limit = Math.min(end - start + 1, 1000);
      const { rows, total } = await listShipments(db, scope, filter, {
        sort: [field, order.toLowerCase() as "asc" | "desc"],
        offset: start,
        limit,
      });
      const last = rows.length > 0 ? start + rows.length - 1 : start;
      reply.header("content-range", `shipments ${start}-${last}/${total}`);
      return rows;
    },
  );

  r.get(
    "/api/shipments/:id",
    {
      config: { access: shipmentOf("browse_single_order") },
      schema: {
        tags: ["shipments"],
        summary: "One shipment (browse_single_order)",
        params: idParam,
        response: { 200: shipmentDto, 404: errorDto },
      },
    },
    async (request) => loadShipment(db, request.params.id),
  );

  r.post(
    "/api/shipments",
    {
      config: { access: orderOf("full_admin_access", { record: "orders", at: "body.order_id" }) },
      schema: {
        tags: ["shipments"],
        summary:
          "Add a shipment to an order: carrier, tracking number, status (full_admin_access in the order's store)",
        body: shipmentSchema,
        response: { 201: shipmentDto, 403: errorDto, 404: errorDto, 409: errorDto, 422: errorDto },
      },
    },
    async (request, reply) => {
      const order = await loadOrder(ctx, request.body.order_id);
      const row = await createShipment(db, order.website_id, request.body, currentUser(request).id);
      return reply.code(201).send(row);
    },
  );

  r.put(
    "/api/shipments/:id",
    {
      config: { access: shipmentOf("full_admin_access") },
      schema: {
        tags: ["shipments"],
        summary: "Change a shipment (full_admin_access); it stays on its order",
        params: idParam,
        body: shipmentSchema.omit({ order_id: true }),
        response: { 200: shipmentDto, 403: errorDto, 404: errorDto, 422: errorDto },
      },
    },
    async (request) => {
      return updateShipment(db, (await loadShipment(db, request.params.id)).id, request.body);
    },
  );

  r.delete(
    "/api/shipments/:id",
    {
      config: { access: shipmentOf("full_admin_access") },
      schema: {
        tags: ["shipments"],
        summary: "Delete a shipment (full_admin_access)",
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 403: errorDto, 404: errorDto },
      },
    },
    async (request) => {
      await deleteShipment(db, (await loadShipment(db, request.params.id)).id);
      return { message: ORDER_MSG.shipmentDeleted };
    },
  );
}
