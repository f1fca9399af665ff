import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../errors.js";
import { todayIso } from "../../db/json.js";
import type { AppContext } from "../../context.js";
import { grantedStores } from "../../http/access.js";
import { moneyScope, ORDER_LISTS, orderFilterParam, parseOrderParams } from "./query.js";
import { orderCsv } from "../../services/orders/export.js";
import { listOrders } from "../../services/orders/list.js";
import { seesAllMoney, sortAllowed } from "../../services/orders/money-columns.js";
import { orderListDto } from "../../../domain/contracts/orders.js";

const listQuery = z.object({
  sort: z
    .string()
    .max(200)
    .optional()
    .describe(
      'JSON ["field","ASC|DESC"]; fields: id, created_at, price, profit, platform_fee, status, buyer_name, website_name (the store). profit only for callers who see every listed store\'s money, platform_fee for platform admins; otherwise 400',
    ),
  range: z.string().max(200).optional().describe("JSON [start, end], inclusive"),
  filter: orderFilterParam,
});

/** GET /api/orders (ra-data-simple-rest: Content-Range) and its CSV export. */
export async function orderListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/orders",
    {
      config: { access: ORDER_LISTS },
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
      const scope = grantedStores(request);
      const money = await moneyScope(ctx, request);
      if (!sortAllowed(params.sort[0], scope, money)) throw badRequest("The sort parameter is invalid.");
      const { rows, total } = await listOrders(ctx.db.kysely, scope, params);
      const end = rows.length > 0 ? params.offset + rows.length - 1 : params.offset;
      reply.header("content-range", `orders ${params.offset}-${end}/${total}`);
      // The fee split is the platform's business; a store's profit is for those who see its money.
      if (money === null) return rows;
      return rows.map((row) => ({
        ...row,
        platform_fee: null,
        supplier_cost: null,
        profit: money.has(row.website_id) ? row.profit : null,
      }));
    },
  );

  r.get(
    "/api/orders/export",
    {
      config: { access: ORDER_LISTS },
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
      const scope = grantedStores(request);
      const money = await moneyScope(ctx, request);
      const withFees = money === null;
      // One file, one header: the profit column is there only when every store in it shows its money.
      const withProfit = seesAllMoney(scope, money);
      const day = todayIso();
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(orderCsv(ctx.db.kysely, scope, params.filter, { withFees, withProfit })));
    },
  );
}
