import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { discountsOf, toDto } from "./common.js";
import { DISCOUNT_STATUSES, discountDto } from "../../../domain/contracts/discounts.js";
import { DISCOUNT_COLUMNS } from "../../services/discounts/rules.js";
import { fetchPage, pageQuery, pageSchema } from "../../http/paging.js";
import { matchesAny } from "../../db/like.js";
import { recordId } from "../../http/params.js";
import { countRows } from "../../db/count.js";

const SORTS = ["created_at", "code", "starts_at", "ends_at", "used_count"] as const;

/** GET /api/discounts: a store's discount codes, searched by code or title, filtered by status. */
export async function discountListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/discounts",
    {
      config: { access: discountsOf(["query.website_id", "active"]) },
      schema: {
        tags: ["discounts"],
        summary:
          "A store's discounts (browse_discounts): term matches code or title; status active|scheduled|expired|disabled|used_up; fetchPage",
        querystring: z.object({
          website_id: recordId.optional(),
          term: z.string().trim().max(200).optional(),
          status: z.enum(DISCOUNT_STATUSES).optional(),
          sort: z.enum(SORTS).default("created_at"),
          order: z.enum(["asc", "desc"]).default("desc"),
          ...pageQuery,
        }),
        response: { 200: pageSchema(discountDto) },
      },
    },
    async (request) => {
      const q = request.query;
      const { website } = grantedStore(request);
      const now = new Date().toISOString();
      let base = k.selectFrom("discounts").where("website_id", "=", website.id);
      if (q.term) {
        base = base.where(matchesAny<"discounts">(["code", "title"], q.term));
      }
      const live = (b: typeof base) =>
        b
          .where("active", "=", 1)
          .where("starts_at", "<=", now)
          .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]));
      if (q.status === "disabled") base = base.where("active", "=", 0);
      else if (q.status === "scheduled") base = base.where("active", "=", 1).where("starts_at", ">", now);
      else if (q.status === "expired")
        base = base.where("active", "=", 1).where("starts_at", "<=", now).where("ends_at", "<=", now);
      else if (q.status === "used_up")
        base = live(base).where("usage_limit", "is not", null).whereRef("used_count", ">=", "usage_limit");
      else if (q.status === "active")
        base = live(base).where((eb) =>
          eb.or([eb("usage_limit", "is", null), eb("used_count", "<", eb.ref("usage_limit"))]),
        );
      return fetchPage(
        q.page,
        q.per_page ?? currentUser(request).page_view,
        async (limit, offset) =>
          (
            await base
              .select(DISCOUNT_COLUMNS)
              .orderBy(q.sort, q.order)
              .orderBy("id", q.order)
              .limit(limit)
              .offset(offset)
              .execute()
          ).map((row) => toDto(row, now)),
        () => countRows(base),
      );
    },
  );
}
