import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isPlatformAdmin } from "../../auth/access.js";
import { currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { Kysely } from "kysely";
import { csvLine } from "../../services/product-csv/parse.js";
import {
  filteredOrders,
  listOrders,
  orderListDto,
  orderScope,
  parseOrderParams,
  type OrderFilter,
} from "./query.js";

const listQuery = z.object({
  sort: z
    .string()
    .max(200)
    .optional()
    .describe(
      'JSON ["field","ASC|DESC"]; fields: id, created_at, price, profit, platform_fee, status, buyer_name, website_name (the store)',
    ),
  range: z.string().max(200).optional().describe("JSON [start, end], inclusive"),
  filter: z
    .string()
    .max(2000)
    .optional()
    .describe("JSON {website_id?, all?, status?, created_at_gte?, created_at_lte?, q?, archived?}"),
});

const EXPORT_BATCH = 1000;
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The filtered orders as CSV, read in id-keyset batches and streamed as they come: a million
 * orders never sit in memory, and the first bytes leave at once.
 */
async function* orderCsv(
  db: Kysely<Database>,
  scope: number[] | null,
  filter: OrderFilter,
  withFees: boolean,
): AsyncGenerator<string> {
  yield csvLine([
    "id",
    "created_at",
    "store",
    "buyer",
    "email",
    "status",
    "subtotal",
    "discount",
    "price",
    ...(withFees ? ["platform_fee"] : []),
    "profit",
    "archived_at",
  ]);
  // No upper bound on the first batch: PostgreSQL's integer ids refuse a bound past 2^31.
  let after: number | null = null;
  for (;;) {
    let batch = filteredOrders(db, scope, filter);
    if (after !== null) batch = batch.where("orders.id", "<", after);
    const rows = await batch
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select([
        "orders.id",
        "orders.created_at",
        "websites.name as website_name",
        "orders.buyer_name",
        "orders.buyer_email",
        "orders.status",
        "orders.subtotal",
        "orders.discount",
        "orders.price",
        "orders.platform_fee",
        "orders.profit",
        "orders.deleted_at",
      ])
      .orderBy("orders.id", "desc")
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows
      .map((o) =>
        csvLine([
          o.id,
          o.created_at,
          o.website_name,
          o.buyer_name,
          o.buyer_email,
          o.status,
          money(o.subtotal),
          money(o.discount),
          money(o.price),
          ...(withFees ? [money(o.platform_fee)] : []),
          money(o.profit),
          o.deleted_at,
        ]),
      )
      .join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** GET /api/orders (ra-data-simple-rest: Content-Range) and its CSV export. */
export async function orderListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/orders",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Orders of a store (browse_orders; website_id or the active store), or with filter.all of every store the caller browses orders of (/company-orders, /all/orders). Paged and sorted in SQL; Content-Range: orders start-end/total",
        querystring: listQuery,
        response: { 200: z.array(orderListDto) },
      },
    },
    async (request, reply) => {
      const params = parseOrderParams(request.query);
      const scope = await orderScope(ctx, request, params.filter);
      const { rows, total } = await listOrders(ctx.db.kysely, scope, params);
      const end = rows.length > 0 ? params.offset + rows.length - 1 : params.offset;
      reply.header("content-range", `orders ${params.offset}-${end}/${total}`);
      // Spec §3: the fee split is the platform's business (the dashboard shows it to admins only).
      if (isPlatformAdmin(currentUser(request))) return rows;
      return rows.map((row) => ({ ...row, platform_fee: null, supplier_cost: null }));
    },
  );

  r.get(
    "/api/orders/export",
    {
      schema: {
        tags: ["orders"],
        summary:
          "The filtered orders as CSV (same filter as GET /api/orders), streamed; dollars with two decimals. The platform fee column is for platform admins",
        querystring: listQuery.pick({ filter: true }),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const params = parseOrderParams({ filter: request.query.filter });
      const scope = await orderScope(ctx, request, params.filter);
      const withFees = isPlatformAdmin(currentUser(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(orderCsv(ctx.db.kysely, scope, params.filter, withFees)));
    },
  );
}
