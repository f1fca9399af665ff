import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore, type StoreRule } from "../../http/access.js";
import { forbidden } from "../../errors.js";
import { canSeeMoney } from "../../../domain/permissions.js";
import { recordId } from "../../http/params.js";
import { csvLines, sendCsv } from "../../http/csv.js";
import {
  REPORTS,
  reportRange,
  storeReport,
  type Report,
  type ReportRows,
} from "../../services/websites/reports.js";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD.");
const rangeQuery = {
  from: day.optional(),
  to: day.optional(),
};

async function* csvPages(pages: AsyncGenerator<ReportRows>): AsyncGenerator<string> {
  for await (const page of pages) yield csvLines(page);
}

/** Reporting tab: CSV downloads of a store's orders and payouts for a date range (edit_settings and the money right). */
export async function websiteReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The Reporting tab sits in the store's settings, and what it downloads is the store's money.
  const reportsOf = (from: StoreRule["from"]): StoreRule => ({ right: "edit_settings", from });

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    report: Report,
    q: { from?: string; to?: string },
  ) => {
    const range = reportRange(q.from, q.to);
    const { website, access } = grantedStore(request);
    if (!canSeeMoney(access)) throw forbidden();
    const rows = csvPages(storeReport(ctx, website.id, report, range));
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
