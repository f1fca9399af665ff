import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore, grantedStores } from "../../http/access.js";
import { invalid } from "../../errors.js";
import { announcePayoutRequest } from "../../services/payouts/announce.js";
import { payoutRequestInput, requestPayout, type PayoutRequest } from "../../services/payouts/request.js";
import { requestGroup } from "../../services/payouts/rows.js";
import { paymentRequestReport } from "../../services/payouts/csv.js";
import { PAYMENT_MSG, PAYMENT_ROW, PAYMENT_ROWS } from "./common.js";
import { loadPayment } from "../../services/payment-requests/load.js";
import { paymentRequestAnswerDto } from "../../../domain/contracts/payment-requests.js";
import { idParam } from "../../http/params.js";
import { csvLines, sendCsv } from "../../http/csv.js";

/**
 * Payment requests: a store owner turns settled-nowhere rows into one request (rows grouped by a
 * 200-character hash), the platform admins are mailed and notified; resend repeats that; the
 * report is the request's rows as CSV.
 */
export async function paymentActionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const answer = ({ message, hash, link, updated }: PayoutRequest) => ({ message, hash, link, updated });

  r.post(
    "/api/custom/payment/request",
    {
      // The rows come from the body and may name several stores: full_admin_access in each.
      config: { access: PAYMENT_ROWS },
      schema: {
        tags: ["payments"],
        summary:
          "Turn chosen payment rows of one store (neither requested nor done) into one request grouped by a 200-character hash (data.hash, else generated); the platform admins are mailed (full_admin_access)",
        body: payoutRequestInput,
        response: { 200: paymentRequestAnswerDto },
      },
    },
    async (request) => answer(await requestPayout(ctx, request.body, grantedStores(request) ?? [])),
  );

  r.post(
    "/api/payment/request/:id",
    {
      config: { access: PAYMENT_ROW },
      schema: {
        tags: ["payments"],
        summary: "Turn one payment row into a request of its own (full_admin_access)",
        params: idParam,
        response: { 200: paymentRequestAnswerDto },
      },
    },
    async (request) => {
      const row = await loadPayment(k, request.params.id);
      return answer(
        await requestPayout(ctx, { ids: [row.id], data: {} }, [grantedStore(request).website.id]),
      );
    },
  );

  r.post(
    "/api/resend/payment/request/:id",
    {
      config: { access: PAYMENT_ROW },
      schema: {
        tags: ["payments"],
        summary:
          "Send the request a payment row belongs to again (mail and notification to the platform admins)",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const row = await loadPayment(k, request.params.id);
      if (!row.is_request || row.hash === null) throw invalid({ id: PAYMENT_MSG.notRequest });
      await announcePayoutRequest(ctx, await requestGroup(k, row), true);
      return { message: PAYMENT_MSG.resent };
    },
  );

  r.get(
    "/api/download/report/:id",
    {
      config: { access: PAYMENT_ROW },
      schema: {
        tags: ["payments", "reports"],
        summary: "CSV report of the request a payment row belongs to (or of the row alone), with totals",
        params: idParam,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const row = await loadPayment(k, request.params.id);
      const lines = await paymentRequestReport(k, row);
      return sendCsv(reply, `payment-report-${row.id}.csv`, [csvLines(lines)]);
    },
  );
}
