import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, isAdminRequest } from "../../auth/guard.js";
import { badRequest, HttpError } from "../../errors.js";
import { STORE_MSG } from "../../../domain/stores.js";
import { PAYMENT_MSG } from "./common.js";
import { paymentPageDto } from "../../../domain/contracts/payment-requests.js";
import { filteredPaymentRows, requestGroups } from "../../services/payment-requests/list.js";
import { PAYMENT_SORTS } from "../../../domain/list-sorts.js";
import { settlePayments } from "../../services/payouts/settle.js";
import { fetchPage, pageQuery } from "../../http/paging.js";
import { recordId } from "../../http/params.js";

const flag = z.enum(["0", "1"]).transform(Number);

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
          sort: z.enum(PAYMENT_SORTS).default("id"),
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
      // Platform admins see every store's rows unless they name one.
      const websiteId = request.granted?.website.id ?? null;
      if (websiteId === null && !isAdminRequest(request))
        throw badRequest(STORE_MSG.chooseStore, { website_id: "This element is required" });
      const rows = filteredPaymentRows(k, {
        websiteId,
        is_request: q.is_request,
        done: q.done,
        undone: q.undone === "true",
        hash: q.hash,
        sort: q.sort,
        order: q.order,
      });
      const page = await fetchPage(
        q.page,
        q.per_page ?? currentUser(request).page_view,
        rows.rows,
        rows.count,
      );
      const hashes = [...new Set(page.data.map((row) => row.hash).filter((h): h is string => h !== null))];
      const groups = await requestGroups(k, hashes);
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
        groups,
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
