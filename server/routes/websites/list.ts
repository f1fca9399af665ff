import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, memberships } from "../../auth/guard.js";
import { isPlatformAdmin, loadMemberships, storesWhere } from "../../auth/access.js";
import { forbidden, notFound } from "../../errors.js";
import { SUMMARY_COLUMNS, websiteSummary, websiteSummaryDto, type SummaryRow } from "./common.js";
import { pageOf, pageQuery, pageSchema, searchQuery } from "../../http/paging.js";
import { matchesAny } from "../../db/like.js";
import { grantedStores, type StoresRule } from "../../http/access.js";
import { idParam } from "../../http/params.js";

/** Plain columns of the store row, few rows per caller: ordering by them is cheap. */
const STORE_SORTS = ["created_at", "name", "plan", "is_launched"] as const;
type StoreOrder = { sort: (typeof STORE_SORTS)[number]; order: "asc" | "desc" | "ASC" | "DESC" };
const NEWEST_FIRST: StoreOrder = { sort: "created_at", order: "desc" };

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
  const k = ctx.db.kysely;
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

  const storeQuery = (ids: number[] | null, q: { search?: string; archived: "0" | "1" }) => {
    let query = k.selectFrom("websites").where("archived_at", q.archived === "1" ? "is not" : "is", null);
    if (ids) query = query.where("id", "in", ids.length > 0 ? ids : [0]);
    if (q.search) query = query.where(matchesAny<"websites">(["name", "link"], q.search));
    return query;
  };

  /** One page (or everything when perPage is undefined) of store rows in the asked order, and the total. */
  const listStores = async (
    ids: number[] | null,
    q: { search?: string; archived: "0" | "1"; page: number } & StoreOrder,
    perPage: number | undefined,
  ): Promise<{ rows: SummaryRow[]; total: number }> => {
    const order = q.order === "asc" || q.order === "ASC" ? "asc" : "desc";
    let rows = storeQuery(ids, q).select(SUMMARY_COLUMNS).orderBy(q.sort, order).orderBy("id", order);
    if (perPage !== undefined) rows = rows.limit(perPage).offset((q.page - 1) * perPage);
    const [data, counted] = await Promise.all([
      rows.execute(),
      storeQuery(ids, q)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: data, total: Number(counted.n) };
  };

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
      const { rows, total } = await listStores(mine?.ids ?? null, request.query, request.query.per_page);
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
      const { rows, total } = await listStores(mine?.ids ?? null, request.query, perPage);
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
      const user = await k
        .selectFrom("users")
        .selectAll()
        .where("id", "=", request.params.id)
        .executeTakeFirst();
      if (!user) throw notFound();
      const theirs = isPlatformAdmin(user) ? null : await loadMemberships(ctx.db, user);
      const { rows } = await listStores(
        theirs ? storesWhere(theirs, null) : null,
        { archived: "0", page: 1, ...NEWEST_FIRST },
        undefined,
      );
      return rows.map((row) => websiteSummary(ctx, row, theirs ? theirs.get(row.id)! : null));
    },
  );

  const adminRow = websiteSummaryDto.extend({
    owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  });
  const adminQuery = listQuery.extend({ per_page: z.coerce.number().int().min(1).max(10_000).default(25) });

  const adminPage = async (q: z.infer<typeof adminQuery>) => {
    const { rows, total } = await listStores(null, q, q.per_page);
    const owners = await k
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("id", "in", rows.length > 0 ? [...new Set(rows.map((w) => w.user_id))] : [0])
      .execute();
    const byId = new Map(owners.map((o) => [o.id, o]));
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
      const ids = data.length > 0 ? data.map((w) => w.id) : [0];
      const [products, orders, flags] = await Promise.all([
        k
          .selectFrom("products")
          .select(["website_id", (eb) => eb.fn.countAll<number>().as("n")])
          .where("website_id", "in", ids)
          .where("deleted_at", "is", null)
          .groupBy("website_id")
          .execute(),
        k
          .selectFrom("orders")
          .select([
            "website_id",
            (eb) => eb.fn.countAll<number>().as("n"),
            (eb) => eb.fn.sum<number>("price").as("sum"),
          ])
          .where("website_id", "in", ids)
          .where("deleted_at", "is", null)
          .groupBy("website_id")
          .execute(),
        k
          .selectFrom("websites")
          .select(["id", "address_valid", "stripe_valid"])
          .where("id", "in", ids)
          .execute(),
      ]);
      const productN = new Map(products.map((p) => [p.website_id, Number(p.n)]));
      const orderN = new Map(orders.map((o) => [o.website_id, { n: Number(o.n), sum: Number(o.sum ?? 0) }]));
      const flagById = new Map(flags.map((f) => [f.id, f]));
      const detailed = data.map((w) => ({
        ...w,
        products_count: productN.get(w.id) ?? 0,
        orders_count: orderN.get(w.id)?.n ?? 0,
        revenue: orderN.get(w.id)?.sum ?? 0,
        address_valid: flagById.get(w.id)?.address_valid ?? 0,
        stripe_valid: flagById.get(w.id)?.stripe_valid ?? 0,
      }));
      return pageOf(detailed, total, request.query.page, request.query.per_page);
    },
  );
}
