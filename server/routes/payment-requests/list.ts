import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, isAdminRequest } from "../../auth/guard.js";
import { badRequest, HttpError } from "../../errors.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { PAYMENT_MSG } from "./common.js";
import { paymentPageDto } from "../../../domain/contracts/payment-requests.js";
import { paymentRows, selectPaymentRow, toPaymentDto } from "../../services/payouts/rows.js";
import { settlePayments } from "../../services/payouts/settle.js";
import { fetchPage, pageQuery } from "../../http/paging.js";
import { recordId } from "../../http/params.js";
import { countRows } from "../../db/count.js";

const flag = z.enum(["0", "1"]).transform(Number);

/** Columns a payments page can be sorted by; ties keep the newest row first. */
const SORTS = ["id", "created_at", "order_id", "amount_for_website", "amount_for_vi", "done"] as const;

/**
 * GET /api/payments_request: a store's payment rows, filtered by is_request and done (undone=true:
 * not done), newest first unless sort/order say otherwise, fetchPage; `groups` sums each request (rows sharing a hash) that has a row
 * on the page over all of its rows, so the page can show one header per request. Platform admins
 * list every store with all_stores=true (the SPA always sends the active store's header, which
 * would otherwise narrow the list), optionally narrowed by website_id.
 *
 * Rows of canceled or deleted orders stay listed (the split is the store's history and admins
 * settle what was requested before the cancelation) but answer requestable=0 with the order's
 * state, so the SPA cannot tick them and POST /api/custom/payment/request refuses them.
 */
export async function paymentListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/payments_request",
    {
      // full_admin_access in the store named (website_id, else the active one unless all_stores
      // asks for every store); without one, a platform admin lists every store.
      config: {
        access: {
          right: "full_admin_access",
          stores: ["query.website_id", "active"],
          all: "query.all_stores",
        },
      },
      schema: {
        tags: ["payments"],
        summary:
          "Payment rows of a store (full_admin_access; admins: every store with all_stores=true, or one with website_id), filters is_request, done, undone=true, hash, sorted by sort/order (newest first by default); with the requests on the page grouped by hash",
        querystring: z.object({
          website_id: recordId.optional(),
          all_stores: z.enum(["true", "false"]).optional(),
          is_request: flag.optional(),
          done: flag.optional(),
          undone: z.enum(["true", "false"]).optional(),
          hash: z.string().max(200).optional(),
          sort: z.enum(SORTS).default("id"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: {
          200: paymentPageDto,
        },
      },
    },
    async (request) => {
      const q = request.query;
      // Every store at once is for platform admins; anyone else names one (or has an active one).
      if (q.all_stores === "true" && !isAdminRequest(request))
        throw new HttpError(403, PAYMENT_MSG.allStoresAdminOnly);
      let base = paymentRows(k);
      // Platform admins see every store's rows unless they name one.
      if (request.granted) base = base.where("payments.website_id", "=", request.granted.website.id);
      else if (!isAdminRequest(request))
        throw badRequest(STORE_MSG.chooseStore, { website_id: "This element is required" });
      if (q.is_request !== undefined) base = base.where("payments.is_request", "=", q.is_request);
      if (q.done !== undefined) base = base.where("payments.done", "=", q.done);
      if (q.undone === "true") base = base.where("payments.done", "=", 0);
      if (q.hash) base = base.where("payments.hash", "=", q.hash);
      const perPage = q.per_page ?? currentUser(request).page_view;
      const page = await fetchPage(
        q.page,
        perPage,
        async (limit, offset) =>
          (
            await selectPaymentRow(base)
              .orderBy(`payments.${q.sort}`, q.order)
              .orderBy("payments.id", "desc")
              .limit(limit)
              .offset(offset)
              .execute()
          ).map(toPaymentDto),
        () => countRows(base),
      );
      const hashes = [...new Set(page.data.map((row) => row.hash).filter((h): h is string => h !== null))];
      const groups =
        hashes.length === 0
          ? []
          : await k
              .selectFrom("payments")
              .innerJoin("websites", "websites.id", "payments.website_id")
              .select((eb) => [
                "payments.hash",
                // A request holds one store's rows (makeRequest), so these are that store.
                eb.fn.min<number>("payments.website_id").as("website_id"),
                eb.fn.min<string>("websites.name").as("website_name"),
                eb.fn.countAll<number>().as("count"),
                eb.fn.sum<number>("payments.amount_for_website").as("amount_for_website"),
                eb.fn.sum<number>("payments.amount_for_vi").as("amount_for_vi"),
                eb.fn.min<number>("payments.done").as("done"),
                eb.fn.max<string | null>("payments.requested_at").as("requested_at"),
                eb.fn.max<string>("payments.created_at").as("created_at"),
                eb.fn.max<string | null>("payments.link").as("link"),
                eb.fn.min<number>("payments.id").as("first_id"),
              ])
              .where("payments.hash", "in", hashes)
              .groupBy("payments.hash")
              .execute();
      const url = (n: number) => {
        const params = new URLSearchParams(
          Object.entries(request.query as Record<string, unknown>)
            .filter(([key, v]) => key !== "page" && v !== undefined)
            .map(([key, v]) => [key, String(v)]),
        );
        params.set("page", String(n));
        return `/api/payments_request?${params.toString()}`;
      };
      return {
        ...page,
        groups: groups.map((g) => ({
          hash: g.hash ?? "",
          website_id: Number(g.website_id),
          website_name: g.website_name,
          count: Number(g.count),
          amount_for_website: Number(g.amount_for_website),
          amount_for_vi: Number(g.amount_for_vi),
          done: Number(g.done),
          requested_at: g.requested_at,
          created_at: g.created_at,
          link: g.link,
          first_id: Number(g.first_id),
        })),
        links: {
          first: url(1),
          last: url(page.last_page),
          prev: page.current_page > 1 ? url(page.current_page - 1) : null,
          next: page.current_page < page.last_page ? url(page.current_page + 1) : null,
        },
      };
    },
  );

  r.put(
    "/api/payments_request",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["payments"],
        summary:
          "Platform admins: mark payment rows done (settled) or not done, by their ids or by the request's hash (every row of it)",
        body: z
          .object({
            ids: z.array(z.number().int().positive()).min(1, PAYMENT_MSG.chooseRows).max(1000).optional(),
            hash: z.string().min(1).max(200).optional(),
            done: z.union([z.literal(0), z.literal(1)]).default(1),
          })
          .refine((b) => (b.ids === undefined) !== (b.hash === undefined), {
            message: PAYMENT_MSG.idsOrHash,
            path: ["ids"],
          }),
        response: { 200: z.object({ message: z.string(), updated: z.number() }) },
      },
    },
    async (request) => {
      const { ids, hash, done } = request.body;
      const updated = await settlePayments(k, ids !== undefined ? { ids } : { hash: hash ?? "" }, done);
      return { message: PAYMENT_MSG.updated, updated };
    },
  );
}
