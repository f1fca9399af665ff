import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, memberships } from "../../auth/guard.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { forbidden } from "../../errors.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { pageOf, pageQuery, pageSchema, searchQuery } from "../../http/paging.js";
import {
  listStores,
  NEWEST_FIRST,
  STORE_SORTS,
  storeFigures,
  storeOwners,
  storesOfUser,
} from "../../services/websites/list.js";
import { grantedStores, type StoresRule } from "../../http/access.js";
import { idParam } from "../../http/params.js";

const listQuery = z.object({
  page: pageQuery.page,
  ...searchQuery,
  /** The spec's websites fetch asks per_page 10000; without it the whole list comes back. */
  per_page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** 1: only archived stores (to restore them); default: only stores in use. */
  archived: z.enum(["0", "1"]).default("0"),
  /** The column the stores are ordered by (newest first by default); the id breaks ties. */
  sort: z.enum(STORE_SORTS).default("created_at"),
  order: z.enum(["asc", "desc", "ASC", "DESC"]).default("desc"),
});
const smallDto = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  logo_url: z.string().nullable(),
  is_launched: z.number(),
  is_demo: z.number(),
});

/** GET /api/websites and the other store lists: the caller's stores (admins: every store). */
export async function websiteListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The stores the caller may open (the route's declaration) with the caller's rights there;
   * null for admins (every store, every right).
   */
  const reach = async (request: FastifyRequest) => {
    const ids = grantedStores(request);
    return ids === null ? null : { ids, rights: await memberships(ctx.db, request) };
  };
  /** Every store where the caller is a member (all stores for a platform admin). */
  const callersStores: StoresRule = { right: null, stores: [] };

  r.get(
    "/api/websites",
    {
      config: { access: callersStores },
      schema: {
        tags: ["websites"],
        summary:
          "The stores the caller may open (admins: all), newest first. Optional search, per_page/page (total in X-Total-Count) and archived=1",
        querystring: listQuery,
        response: { 200: z.array(websiteSummaryDto) },
      },
    },
    async (request, reply) => {
      const mine = await reach(request);
      const { rows, total } = await listStores(ctx, mine?.ids ?? null, request.query, request.query.per_page);
      reply.header("x-total-count", String(total)).header("access-control-expose-headers", "X-Total-Count");
      return rows.map((row) => websiteSummary(ctx, row, mine ? mine.rights.get(row.id)! : null));
    },
  );

  r.get(
    "/api/get/websites",
    {
      config: { access: callersStores },
      schema: {
        tags: ["websites"],
        summary:
          "The caller's stores as a page ({data, current_page, last_page, per_page, total}); per_page up to 10000",
        querystring: listQuery,
        response: { 200: pageSchema(websiteSummaryDto) },
      },
    },
    async (request) => {
      const mine = await reach(request);
      const perPage = request.query.per_page ?? 25;
      const { rows, total } = await listStores(ctx, mine?.ids ?? null, request.query, perPage);
      const data = rows.map((row) => websiteSummary(ctx, row, mine ? mine.rights.get(row.id)! : null));
      return pageOf(data, total, request.query.page, perPage);
    },
  );

  r.get(
    "/api/smaller/websites",
    {
      config: { access: callersStores },
      schema: {
        tags: ["websites"],
        summary: "The caller's stores with only id, name, link, logo and states (pickers)",
        response: { 200: z.array(smallDto) },
      },
    },
    async (request) => {
      const mine = await reach(request);
      const { rows } = await listStores(
        ctx,
        mine?.ids ?? null,
        { archived: "0", page: 1, ...NEWEST_FIRST },
        undefined,
      );
      return rows.map((w) => ({
        id: w.id,
        name: w.name,
        link: w.link,
        logo_url: ctx.urls.url(w.logo),
        is_launched: w.is_launched,
        is_demo: w.is_demo,
      }));
    },
  );

  r.get(
    "/api/user/websites/:id",
    {
      // The caller's own stores; another user's only for a platform admin (checked below).
      config: { access: "signed-in" },
      schema: {
        tags: ["websites"],
        summary: "The stores one user may open, with that user's rights (the user themself or an admin)",
        params: idParam,
        response: { 200: z.array(websiteSummaryDto) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (caller.id !== request.params.id && !isPlatformAdmin(caller)) throw forbidden();
      const { rows, rights: theirs } = await storesOfUser(ctx, request.params.id);
      return rows.map((row) => websiteSummary(ctx, row, theirs ? theirs.get(row.id)! : null));
    },
  );

  const adminRow = websiteSummaryDto.extend({
    owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  });
  const adminQuery = listQuery.extend({ per_page: z.coerce.number().int().min(1).max(10_000).default(25) });

  const adminPage = async (q: z.infer<typeof adminQuery>) => {
    const { rows, total } = await listStores(ctx, null, q, q.per_page);
    const byId = await storeOwners(ctx, rows);
    const data = rows.map((row) => ({
      ...websiteSummary(ctx, row, null),
      owner: byId.get(row.user_id) ?? { id: row.user_id, name: "", email: "" },
    }));
    return { data, total };
  };

  r.get(
    "/api/admin/websites",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["websites", "admin"],
        summary: "Every store with its owner, pageOf and searchable (platform admins)",
        querystring: adminQuery,
        response: { 200: pageSchema(adminRow) },
      },
    },
    async (request) => {
      const { data, total } = await adminPage(request.query);
      return pageOf(data, total, request.query.page, request.query.per_page);
    },
  );

  const detailedRow = adminRow.extend({
    products_count: z.number(),
    orders_count: z.number(),
    /** Sum of the store's order prices (cents), deleted orders excluded. */
    revenue: z.number(),
    address_valid: z.number(),
    stripe_valid: z.number(),
  });

  r.get(
    "/api/admin/websites/detailed",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["websites", "admin"],
        summary: "Every store with owner, product and order counts, revenue and readiness (platform admins)",
        querystring: adminQuery,
        response: { 200: pageSchema(detailedRow) },
      },
    },
    async (request) => {
      const { data, total } = await adminPage(request.query);
      const figures = await storeFigures(
        ctx,
        data.map((w) => w.id),
      );
      const detailed = data.map((w) => ({ ...w, ...figures.get(w.id)! }));
      return pageOf(detailed, total, request.query.page, request.query.per_page);
    },
  );
}
