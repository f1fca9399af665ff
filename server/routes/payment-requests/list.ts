import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId, currentUser, isAdminRequest, requireAdmin } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { pageQuery, paged } from "../invitations/paging.js";
import { storeIdFrom } from "../websites/common.js";
import { PAYMENT_COLUMNS, PAYMENT_MSG, paymentRowDto, paymentRows, requirePayments } from "./common.js";

const flag = z.enum(["0", "1"]).transform(Number);

const groupDto = z.object({
  hash: z.string(),
  count: z.number(),
  amount_for_website: z.number(),
  amount_for_vi: z.number(),
  done: z.number().describe("1 when every row of the request is done"),
});

/**
 * GET /api/payments_request: a store's payment rows (platform admins: every store unless one is
 * named), filtered by is_request and done (undone=true: not done), newest first, paged; `groups`
 * sums the requests (rows sharing a hash) on the page.
 */
export async function paymentListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/payments_request",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Payment rows of a store (full_admin_access; admins may list every store), filters is_request, done, undone=true, hash; with the requests on the page grouped by hash",
        querystring: z.object({
          website_id: z.coerce.number().int().positive().optional(),
          is_request: flag.optional(),
          done: flag.optional(),
          undone: z.enum(["true", "false"]).optional(),
          hash: z.string().max(200).optional(),
          ...pageQuery,
        }),
        response: {
          200: z.object({
            current_page: z.number(),
            last_page: z.number(),
            per_page: z.number(),
            total: z.number(),
            data: z.array(paymentRowDto),
            groups: z.array(groupDto),
            links: z.object({
              first: z.string(),
              last: z.string(),
              prev: z.string().nullable(),
              next: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const given = q.website_id ?? activeWebsiteId(request);
      let base = paymentRows(k);
      // Platform admins see every store's rows unless they name one.
      if (given !== null || !isAdminRequest(request))
        base = base.where(
          "payments.website_id",
          "=",
          (await requirePayments(ctx, request, storeIdFrom(request, given))).id,
        );
      if (q.is_request !== undefined) base = base.where("payments.is_request", "=", q.is_request);
      if (q.done !== undefined) base = base.where("payments.done", "=", q.done);
      if (q.undone === "true") base = base.where("payments.done", "=", 0);
      if (q.hash) base = base.where("payments.hash", "=", q.hash);
      const perPage = q.per_page ?? currentUser(request).page_view;
      const page = await paged(
        q.page,
        perPage,
        (limit, offset) =>
          base.select(PAYMENT_COLUMNS).orderBy("payments.id", "desc").limit(limit).offset(offset).execute(),
        () => base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      );
      const hashes = [...new Set(page.data.map((row) => row.hash).filter((h): h is string => h !== null))];
      const groups =
        hashes.length === 0
          ? []
          : await k
              .selectFrom("payments")
              .select((eb) => [
                "hash",
                eb.fn.countAll<number>().as("count"),
                eb.fn.sum<number>("amount_for_website").as("amount_for_website"),
                eb.fn.sum<number>("amount_for_vi").as("amount_for_vi"),
                eb.fn.min<number>("done").as("done"),
              ])
              .where("hash", "in", hashes)
              .groupBy("hash")
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
          count: Number(g.count),
          amount_for_website: Number(g.amount_for_website),
          amount_for_vi: Number(g.amount_for_vi),
          done: Number(g.done),
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
      schema: {
        tags: ["payments"],
        summary: "Platform admins: mark payment rows done (settled) or not done",
        body: z.object({
          ids: z.array(z.number().int().positive()).min(1, PAYMENT_MSG.chooseRows).max(1000),
          done: z.union([z.literal(0), z.literal(1)]).default(1),
        }),
        response: { 200: z.object({ message: z.string(), updated: z.number() }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { ids, done } = request.body;
      const result = await k.updateTable("payments").set({ done }).where("id", "in", ids).executeTakeFirst();
      const updated = Number(result.numUpdatedRows);
      if (updated === 0) throw invalid({ ids: PAYMENT_MSG.chooseRows });
      return { message: PAYMENT_MSG.updated, updated };
    },
  );
}
