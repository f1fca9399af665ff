import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Papa from "papaparse";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, isAdminRequest, requireStore } from "../../auth/guard.js";
import { HANDLER_CHECKS } from "../../http/access.js";
import { HttpError, invalid } from "../../errors.js";
import { notify } from "../../services/notify.js";
import { formatMoney } from "../../../domain/pricing.js";
import {
  CLOSED_ORDER_STATUS,
  HASH_LENGTH,
  PAYMENT_MSG,
  loadPayment,
  requestGroup,
  PAYMENT_ROW,
  type PaymentRowDto,
} from "./common.js";
import { absoluteUrl } from "../../http/public-url.js";
import { idParam } from "../../http/params.js";

const HASH_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function newHash(): string {
  return Array.from(randomBytes(HASH_LENGTH), (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join("");
}

/**
 * Payment requests: a store owner turns settled-nowhere rows into one request (rows grouped by a
 * 200-character hash), the platform admins are mailed and notified; resend repeats that; the
 * report is the request's rows as CSV.
 */
export async function paymentActionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const announce = async (rows: PaymentRowDto[], again: boolean) => {
    const first = rows[0];
    if (!first?.hash) return;
    const forStore = rows.reduce((s, row) => s + row.amount_for_website, 0);
    const forPlatform = rows.reduce((s, row) => s + row.amount_for_vi, 0);
    const admins = await k
      .selectFrom("users")
      .select(["id", "email"])
      .where("role_id", "=", 1)
      .where("deactivated_at", "is", null)
      .execute();
    const text = [
      `${first.website_name} ${again ? "reminds you of" : "sent"} a payment request for ${rows.length} payments.`,
      `For the store: ${formatMoney(forStore)}. For the platform: ${formatMoney(forPlatform)}.`,
      `Details: ${first.link ?? ""}`,
      `Report: ${absoluteUrl(ctx.config, `/api/download/report/${first.id}`)}`,
    ].join("\n");
    await notify(k, {
      userIds: admins.map((a) => a.id),
      websiteId: first.website_id,
      type: "info",
      content: `${first.website_name}: payment request of ${formatMoney(forStore)} for the store (${rows.length} payments).`,
    });
    for (const admin of admins)
      await ctx.mailer.send({ to: admin.email, subject: `Payment request from ${first.website_name}`, text });
  };

  const makeRequest = async (
    ids: number[],
    hash: string | undefined,
    request: Parameters<typeof currentUser>[0],
  ) => {
    const unique = [...new Set(ids)];
    const rows = await k.selectFrom("payments").selectAll().where("id", "in", unique).execute();
    if (rows.length !== unique.length) throw invalid({ ids: PAYMENT_MSG.chooseRows });
    const websiteIds = new Set(rows.map((row) => row.website_id));
    // Every row must be visible to the caller before anything about them is revealed.
    for (const id of websiteIds)
      if (!isAdminRequest(request)) await requireStore(ctx.db, request, id, "full_admin_access");
    if (websiteIds.size !== 1) throw invalid({ ids: PAYMENT_MSG.oneStore });
    const closed = await k
      .selectFrom("orders")
      .select("id")
      .where(
        "id",
        "in",
        rows.map((row) => row.order_id),
      )
      .where((eb) => eb.or([eb("status", "=", CLOSED_ORDER_STATUS), eb("deleted_at", "is not", null)]))
      .orderBy("id")
      .execute();
    // A canceled or deleted order owes nobody anything; its split is history, not a payout.
    if (closed.length > 0) throw invalid({ ids: PAYMENT_MSG.orderClosed(closed.map((o) => o.id)) });
    const chosenHash = hash ?? newHash();
    if (hash !== undefined) {
      const used = await k.selectFrom("payments").select("id").where("hash", "=", hash).executeTakeFirst();
      if (used) throw invalid({ "data.hash": PAYMENT_MSG.hashTaken });
    }
    const link = absoluteUrl(ctx.config, `/app/payments?hash=${chosenHash}`);
    const updated = await k.transaction().execute(async (trx) => {
      // Guarded: rows requested or settled meanwhile are not taken over by this request.
      const result = await trx
        .updateTable("payments")
        .set({ is_request: 1, hash: chosenHash, link, requested_at: new Date().toISOString() })
        .where("id", "in", unique)
        .where("is_request", "=", 0)
        .where("done", "=", 0)
        // Also guarded against an order canceled or deleted since the check above.
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("orders")
              .select("orders.id")
              .whereRef("orders.id", "=", "payments.order_id")
              .where("orders.status", "!=", CLOSED_ORDER_STATUS)
              .where("orders.deleted_at", "is", null),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== unique.length)
        throw new HttpError(409, PAYMENT_MSG.notRequestable);
      return unique.length;
    });
    const group = await requestGroup(k, { id: rows[0]?.id ?? 0, hash: chosenHash });
    await announce(group, false);
    return { message: PAYMENT_MSG.requested, hash: chosenHash, link, updated };
  };

  const requestResponse = z.object({
    message: z.string(),
    hash: z.string(),
    link: z.string(),
    updated: z.number(),
  });

  r.post(
    "/api/custom/payment/request",
    {
      // The rows come from the body and may name several stores: the handler checks
      // full_admin_access in each row's store before revealing anything about them.
      config: { access: HANDLER_CHECKS },
      schema: {
        tags: ["payments"],
        summary:
          "Turn chosen payment rows of one store (neither requested nor done) into one request grouped by a 200-character hash (data.hash, else generated); the platform admins are mailed (full_admin_access)",
        body: z.object({
          ids: z.array(z.number().int().positive()).min(1, PAYMENT_MSG.chooseRows).max(1000),
          data: z
            .object({
              hash: z
                .string()
                .regex(new RegExp(`^[A-Za-z0-9]{${HASH_LENGTH}}$`), PAYMENT_MSG.hashFormat)
                .optional(),
            })
            .default({}),
        }),
        response: { 200: requestResponse },
      },
    },
    (request) => makeRequest(request.body.ids, request.body.data.hash, request),
  );

  r.post(
    "/api/payment/request/:id",
    {
      config: { access: PAYMENT_ROW },
      schema: {
        tags: ["payments"],
        summary: "Turn one payment row into a request of its own (full_admin_access)",
        params: idParam,
        response: { 200: requestResponse },
      },
    },
    async (request) => {
      const row = await loadPayment(ctx, request.params.id);
      return makeRequest([row.id], undefined, request);
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
      const row = await loadPayment(ctx, request.params.id);
      if (!row.is_request || row.hash === null) throw invalid({ id: PAYMENT_MSG.notRequest });
      await announce(await requestGroup(k, row), true);
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
      const row = await loadPayment(ctx, request.params.id);
      const rows = await requestGroup(k, row);
      const money = (cents: number) => (cents / 100).toFixed(2);
      const lines = [
        [
          "Payment ID",
          "Order ID",
          "Date",
          "Store",
          "Buyer email",
          "For store",
          "For platform",
          "Goes to",
          "Requested",
          "Done",
        ],
        ...rows.map((p) => [
          p.id,
          p.order_id,
          p.created_at,
          p.website_name,
          p.email,
          money(p.amount_for_website),
          money(p.amount_for_vi),
          p.goes_to,
          p.is_request ? "yes" : "no",
          p.done ? "yes" : "no",
        ]),
        [
          "Total",
          "",
          "",
          "",
          "",
          money(rows.reduce((s, p) => s + p.amount_for_website, 0)),
          money(rows.reduce((s, p) => s + p.amount_for_vi, 0)),
          "",
          "",
          "",
        ],
      ];
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="payment-report-${row.id}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from([`${Papa.unparse(lines, { escapeFormulae: true })}\r\n`]));
    },
  );
}
