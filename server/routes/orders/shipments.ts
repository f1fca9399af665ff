import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { ORDER_MSG } from "../../../domain/messages.js";
import { SHIPMENT_STATUSES, shipmentSchema } from "../../../domain/order-money.js";
import { can, type PermissionType } from "../../../domain/permissions.js";
import { isPlatformAdmin, storesWhere } from "../../auth/access.js";
import { activeWebsiteId, currentUser, memberships, requireStore } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Shipment } from "./types.js";
import { badRequest, forbidden, HttpError, notFound } from "../../errors.js";
import { requireOrder, shipmentDto } from "./detail.js";
import { idParam } from "../../http/params.js";
import { matchesAny } from "../../http/search.js";

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(200).optional(),
  filter: z.string().max(2000).optional().describe("JSON {website_id?, all?, order_id?, status?, q?}"),
});
const filterSchema = z
  .object({
    website_id: z.coerce.number().int().positive().optional(),
    all: z.boolean().optional(),
    order_id: z.coerce.number().int().positive().optional(),
    status: z.enum(SHIPMENT_STATUSES).optional(),
    q: z.string().max(100).optional(),
  })
  .strict();
const SORTS = ["id", "created_at", "updated_at", "status", "carrier", "order_id"] as const;

const shipmentListDto = shipmentDto.extend({ website_name: z.string(), buyer_name: z.string() });

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
 * Loads a shipment and checks a permission in its store: browse_single_order to read, full_admin_access
 * to write (spec §6: a salesperson views orders). Another store's id answers 404.
 */
async function requireShipment(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  permission: PermissionType,
): Promise<Shipment> {
  const row = await ctx.db.kysely.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(ORDER_MSG.shipmentNotFound);
  try {
    await requireStore(ctx.db, request, row.website_id, permission);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(ORDER_MSG.shipmentNotFound);
    throw error;
  }
  return row;
}

/** /shippments: each order's shipments with carrier, tracking number and status (read: browse_single_order; write: full_admin_access). */
export async function shipmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;

  r.get(
    "/api/shipments",
    {
      schema: {
        tags: ["shipments"],
        summary:
          "Shipments of a store (website_id or the active store) or with filter.all of every store where the caller opens orders; paged (Content-Range: shipments start-end/total)",
        querystring: listQuery,
        response: { 200: z.array(shipmentListDto) },
      },
    },
    async (request, reply) => {
      const filter = parse("filter", filterSchema, request.query.filter, {});
      const [field, order] = parse(
        "sort",
        z.tuple([z.enum(SORTS), z.enum(["ASC", "DESC", "asc", "desc"])]),
        request.query.sort,
        ["created_at", "DESC"],
      );
      const [start, end] = parse(
        "range",
        z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a),
        request.query.range,
        [0, 24],
      );
      const asked = filter.website_id ?? (filter.all ? null : activeWebsiteId(request));
      let scope: number[] | null;
      if (asked !== null) {
        await requireStore(ctx.db, request, asked, "browse_single_order");
        scope = [asked];
      } else if (isPlatformAdmin(currentUser(request))) scope = null;
      else scope = storesWhere(await memberships(ctx.db, request), "browse_single_order");

      let q = db.selectFrom("shipments");
      if (scope !== null)
        q = scope.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where("shipments.website_id", "in", scope);
      if (filter.order_id) q = q.where("shipments.order_id", "=", filter.order_id);
      if (filter.status) q = q.where("shipments.status", "=", filter.status);
      const term = filter.q?.trim().toLowerCase();
      if (term) q = q.where(matchesAny<"shipments">(["shipments.tracking_number"], term));
      const direction = order.toLowerCase() as "asc" | "desc";
      const limit = Math.min(end - start + 1, 1000);
      const [rows, count] = await Promise.all([
        q
          .innerJoin("websites", "websites.id", "shipments.website_id")
          .innerJoin("orders", "orders.id", "shipments.order_id")
          .selectAll("shipments")
          .select(["websites.name as website_name", "orders.buyer_name"])
          .orderBy(`shipments.${field}`, direction)
          .orderBy("shipments.id", direction)
          .limit(limit)
          .offset(start)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
      ]);
      const last = rows.length > 0 ? start + rows.length - 1 : start;
      reply.header("content-range", `shipments ${start}-${last}/${Number(count?.n ?? 0)}`);
      return rows;
    },
  );

  r.get(
    "/api/shipments/:id",
    {
      schema: {
        tags: ["shipments"],
        summary: "One shipment (browse_single_order)",
        params: idParam,
        response: { 200: shipmentDto, 404: errorDto },
      },
    },
    async (request) => requireShipment(ctx, request, request.params.id, "browse_single_order"),
  );

  r.post(
    "/api/shipments",
    {
      schema: {
        tags: ["shipments"],
        summary:
          "Add a shipment to an order: carrier, tracking number, status (full_admin_access in the order's store)",
        body: shipmentSchema,
        response: { 201: shipmentDto, 403: errorDto, 404: errorDto, 409: errorDto, 422: errorDto },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const { order, access } = await requireOrder(ctx, request, body.order_id, null);
      if (!can(access, "full_admin_access")) throw forbidden();
      if (order.deleted_at !== null) throw new HttpError(409, ORDER_MSG.deletedOrder);
      const now = nowIso();
      const row = await db
        .insertInto("shipments")
        .values({
          ...body,
          website_id: order.website_id,
          created_by: user.id,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(row);
    },
  );

  r.put(
    "/api/shipments/:id",
    {
      schema: {
        tags: ["shipments"],
        summary: "Change a shipment (full_admin_access); it stays on its order",
        params: idParam,
        body: shipmentSchema.omit({ order_id: true }),
        response: { 200: shipmentDto, 403: errorDto, 404: errorDto, 422: errorDto },
      },
    },
    async (request) => {
      const current = await requireShipment(ctx, request, request.params.id, "full_admin_access");
      return db
        .updateTable("shipments")
        .set({ ...request.body, updated_at: nowIso() })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  );

  r.delete(
    "/api/shipments/:id",
    {
      schema: {
        tags: ["shipments"],
        summary: "Delete a shipment (full_admin_access)",
        params: idParam,
        response: { 200: z.object({ message: z.string() }), 403: errorDto, 404: errorDto },
      },
    },
    async (request) => {
      const current = await requireShipment(ctx, request, request.params.id, "full_admin_access");
      await db.deleteFrom("shipments").where("id", "=", current.id).execute();
      return { message: ORDER_MSG.shipmentDeleted };
    },
  );
}
