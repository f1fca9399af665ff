import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../errors.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { Kysely } from "kysely";
import { csvLine } from "../../services/product-csv/parse.js";
import { grantedStores } from "../../http/access.js";
import {
  filteredOrders,
  listOrders,
  MONEY_SORTS,
  moneyScope,
  ORDER_LISTS,
  orderFilterParam,
  parseOrderParams,
  type OrderFilter,
  type OrderSort,
} from "./query.js";
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

const EXPORT_BATCH = 1000;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The filtered orders as CSV, read in id-keyset batches and streamed as they come: a million
 * orders never sit in memory, and the first bytes leave at once.
 */
async function* orderCsv(
  db: Kysely<Database>,
  scope: number[] | null,
  filter: OrderFilter,
  { withFees, withProfit }: { withFees: boolean; withProfit: boolean },
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
    ...(withProfit ? ["profit"] : []),
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
          dollars(o.subtotal),
          dollars(o.discount),
          dollars(o.price),
          ...(withFees ? [dollars(o.platform_fee)] : []),
          ...(withProfit ? [dollars(o.profit)] : []),
          o.deleted_at,
        ]),
      )
      .join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Whether the caller sees the money of every store a list covers (null: platform admin, all). */
function seesAllMoney(scope: number[] | null, money: Set<number> | null): boolean {
  if (money === null) return true;
  return scope !== null && scope.every((id) => money.has(id));
}

/** Money columns sort only for those who see them: the fee for platform admins, profit as listed. */
function sortAllowed(field: OrderSort, scope: number[] | null, money: Set<number> | null): boolean {
  if (!MONEY_SORTS.includes(field)) return true;
  return field === "platform_fee" ? money === null : seesAllMoney(scope, money);
}

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
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(orderCsv(ctx.db.kysely, scope, params.filter, { withFees, withProfit })));
    },
  );
}
