import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore, type StoreRule } from "../../http/access.js";
import type { Database } from "../../db/schema.js";
import { forbidden, invalid } from "../../errors.js";
import { canSeeMoney } from "../../../domain/permissions.js";
import { recordId } from "../../http/params.js";
import { csvLines, sendCsv } from "../../http/csv.js";

const REPORTS = ["orders", "payouts"] as const;
type Report = (typeof REPORTS)[number];
/** Rows read per query: the file streams out page by page, never held whole in memory. */
const PAGE = 1000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD.");
const rangeQuery = {
  from: day.optional(),
  to: day.optional(),
};

interface Range {
  from: string | null;
  /** Exclusive: the day after `to`. */
  until: string | null;
}

function rangeOf(from: string | undefined, to: string | undefined): Range {
  if (from && to && from > to) throw invalid({ from: "The start date must not be after the end date." });
  const next = to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString() : null;
  return { from: from ? `${from}T00:00:00.000Z` : null, until: next };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The store's orders, deleted ones included and marked (they stay in reports). */
async function* ordersCsv(k: Kysely<Database>, websiteId: number, range: Range): AsyncGenerator<string> {
  yield csvLines([
    ["Order ID", "Date", "Buyer", "Email", "Status", "Deleted", "Items", "Total", "Platform fee", "Profit"],
  ]);
  let after = 0;
  for (;;) {
    let query = k
      .selectFrom("orders")
      .select((eb) => [
        "id",
        "created_at",
        "buyer_name",
        "buyer_email",
        "status",
        "deleted_at",
        "price",
        "platform_fee",
        "profit",
        eb
          .selectFrom("order_items")
          .select((i) => i.fn.sum<number>("quantity").as("q"))
          .whereRef("order_items.order_id", "=", "orders.id")
          .as("items"),
      ])
      .where("website_id", "=", websiteId)
      .where("id", ">", after);
    if (range.from) query = query.where("created_at", ">=", range.from);
    if (range.until) query = query.where("created_at", "<", range.until);
    const rows = await query.orderBy("id").limit(PAGE).execute();
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((o) => [
        o.id,
        o.created_at,
        o.buyer_name,
        o.buyer_email,
        o.status,
        o.deleted_at ? "yes" : "no",
        Number(o.items ?? 0),
        money(o.price),
        money(o.platform_fee),
        money(o.profit),
      ]),
    );
    after = rows[rows.length - 1]!.id;
  }
}

/** The split of each order between the store and the platform, and whether it was paid out. */
async function* payoutsCsv(k: Kysely<Database>, websiteId: number, range: Range): AsyncGenerator<string> {
  yield csvLines([
    [
      "Payout ID",
      "Order ID",
      "Date",
      "Buyer email",
      "For store",
      "For platform",
      "Goes to",
      "Requested",
      "Done",
    ],
  ]);
  let after = 0;
  for (;;) {
    let query = k
      .selectFrom("payments")
      .innerJoin("orders", "orders.id", "payments.order_id")
      .select([
        "payments.id",
        "payments.order_id",
        "payments.created_at",
        "orders.buyer_email",
        "payments.amount_for_website",
        "payments.amount_for_vi",
        "payments.goes_to",
        "payments.is_request",
        "payments.done",
      ])
      .where("payments.website_id", "=", websiteId)
      .where("payments.id", ">", after);
    if (range.from) query = query.where("payments.created_at", ">=", range.from);
    if (range.until) query = query.where("payments.created_at", "<", range.until);
    const rows = await query.orderBy("payments.id").limit(PAGE).execute();
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((p) => [
        p.id,
        p.order_id,
        p.created_at,
        p.buyer_email,
        money(p.amount_for_website),
        money(p.amount_for_vi),
        p.goes_to,
        p.is_request ? "yes" : "no",
        p.done ? "yes" : "no",
      ]),
    );
    after = rows[rows.length - 1]!.id;
  }
}

/** Reporting tab: CSV downloads of a store's orders and payouts for a date range (edit_settings and the money right). */
export async function websiteReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The Reporting tab sits in the store's settings, and what it downloads is the store's money.
  const reportsOf = (from: StoreRule["from"]): StoreRule => ({ right: "edit_settings", from });

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    report: Report,
    q: { from?: string; to?: string },
  ) => {
    const range = rangeOf(q.from, q.to);
    const { website, access } = grantedStore(request);
    if (!canSeeMoney(access)) throw forbidden();
    const rows = report === "orders" ? ordersCsv(k, website.id, range) : payoutsCsv(k, website.id, range);
    const name = [website.link, report, q.from, q.to].filter(Boolean).join("-");
    return sendCsv(reply, `${name}.csv`, rows);
  };

  r.get(
    "/api/websites/:id/reports/:report",
    {
      config: { access: reportsOf("params.id") },
      schema: {
        tags: ["websites", "reports"],
        summary:
          "Download the store's orders or payouts as CSV (edit_settings and full_admin_access: the store's money), optionally from/to (YYYY-MM-DD, inclusive); streamed as an attachment",
        params: z.object({ id: recordId, report: z.enum(REPORTS) }),
        querystring: z.object(rangeQuery),
        produces: ["text/csv"],
      },
    },
    (request, reply) => download(request, reply, request.params.report, request.query),
  );

  r.get(
    "/api/download/websites/files",
    {
      config: { access: reportsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["websites", "reports"],
        summary:
          "The spec's report download: website_id (else X-Website-Id), report orders|payouts (default orders), from/to; CSV attachment",
        querystring: z.object({
          ...rangeQuery,
          website_id: recordId.optional(),
          report: z.enum(REPORTS).default("orders"),
        }),
        produces: ["text/csv"],
      },
    },
    (request, reply) => download(request, reply, request.query.report, request.query),
  );
}
