import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { isPlatformAdmin, loadMemberships, storesWhere } from "../../auth/access.js";
import { matchesAny } from "../../db/like.js";
import { notFound } from "../../../domain/errors.js";
import type { StoreAccess } from "../../../domain/permissions.js";

/** The columns every store row in a list is built from. */
export const SUMMARY_COLUMNS = [
  "id",
  "name",
  "link",
  "domain",
  "logo",
  "plan",
  "is_launched",
  "is_demo",
  "limits",
  "user_id",
  "company_id",
  "created_at",
  "archived_at",
] as const;
export type SummaryRow = Pick<Website, (typeof SUMMARY_COLUMNS)[number]>;

/** Plain columns of the store row, few rows per caller: ordering by them is cheap. */
export const STORE_SORTS = ["created_at", "name", "plan", "is_launched"] as const;
export type StoreOrder = { sort: (typeof STORE_SORTS)[number]; order: "asc" | "desc" | "ASC" | "DESC" };
export const NEWEST_FIRST: StoreOrder = { sort: "created_at", order: "desc" };

export type StoreListQuery = { search?: string; archived: "0" | "1"; page: number } & StoreOrder;

function storeQuery(ctx: AppContext, ids: number[] | null, q: { search?: string; archived: "0" | "1" }) {
  let query = ctx.db.kysely
    .selectFrom("websites")
    .where("archived_at", q.archived === "1" ? "is not" : "is", null);
  if (ids) query = query.where("id", "in", ids.length > 0 ? ids : [0]);
  if (q.search) query = query.where(matchesAny<"websites">(["name", "link"], q.search));
  return query;
}

/**
 * One page (or everything when perPage is undefined) of store rows in the asked order, the id
 * breaking ties, and the total; `ids` null means every store.
 */
export async function listStores(
  ctx: AppContext,
  ids: number[] | null,
  q: StoreListQuery,
  perPage: number | undefined,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const order = q.order === "asc" || q.order === "ASC" ? "asc" : "desc";
  let rows = storeQuery(ctx, ids, q).select(SUMMARY_COLUMNS).orderBy(q.sort, order).orderBy("id", order);
  if (perPage !== undefined) rows = rows.limit(perPage).offset((q.page - 1) * perPage);
  const [data, counted] = await Promise.all([
    rows.execute(),
    storeQuery(ctx, ids, q)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: data, total: Number(counted.n) };
}

/**
 * The stores in use one user may open, newest first, with that user's rights in each (`rights`
 * null for a platform admin: every store, every right). An unknown user is not found.
 */
export async function storesOfUser(
  ctx: AppContext,
  userId: number,
): Promise<{ rows: SummaryRow[]; rights: Map<number, StoreAccess> | null }> {
  const user = await ctx.db.kysely
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const rights = isPlatformAdmin(user) ? null : await loadMemberships(ctx.db, user);
  const { rows } = await listStores(
    ctx,
    rights ? storesWhere(rights, null) : null,
    { archived: "0", page: 1, ...NEWEST_FIRST },
    undefined,
  );
  return { rows, rights };
}

export type StoreOwner = { id: number; name: string; email: string };

/** The owners of the listed stores, by user id. */
export async function storeOwners(
  ctx: AppContext,
  rows: readonly SummaryRow[],
): Promise<Map<number, StoreOwner>> {
  const owners = await ctx.db.kysely
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "in", rows.length > 0 ? [...new Set(rows.map((w) => w.user_id))] : [0])
    .execute();
  return new Map(owners.map((o) => [o.id, o]));
}

export type StoreFigures = {
  products_count: number;
  orders_count: number;
  /** Sum of the store's order prices (cents), deleted orders excluded. */
  revenue: number;
  address_valid: number;
  stripe_valid: number;
};

/** Per store: how many products it has, deleted ones excluded; stores without any are absent. */
export async function storeProductCounts(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.kysely
    .selectFrom("products")
    .select(["website_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("website_id", "in", [...ids])
    .where("deleted_at", "is", null)
    .groupBy("website_id")
    .execute();
  return new Map(rows.map((row) => [row.website_id, Number(row.n)]));
}

/** Per store: its products and orders (deleted ones excluded), its revenue and its readiness flags. */
export async function storeFigures(
  ctx: AppContext,
  storeIds: readonly number[],
): Promise<Map<number, StoreFigures>> {
  const k = ctx.db.kysely;
  const ids = storeIds.length > 0 ? [...storeIds] : [0];
  const [productN, orders, flags] = await Promise.all([
    storeProductCounts(ctx, storeIds),
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
    k.selectFrom("websites").select(["id", "address_valid", "stripe_valid"]).where("id", "in", ids).execute(),
  ]);
  const orderN = new Map(orders.map((o) => [o.website_id, { n: Number(o.n), sum: Number(o.sum ?? 0) }]));
  const flagById = new Map(flags.map((f) => [f.id, f]));
  return new Map(
    storeIds.map((id) => [
      id,
      {
        products_count: productN.get(id) ?? 0,
        orders_count: orderN.get(id)?.n ?? 0,
        revenue: orderN.get(id)?.sum ?? 0,
        address_valid: flagById.get(id)?.address_valid ?? 0,
        stripe_valid: flagById.get(id)?.stripe_valid ?? 0,
      },
    ]),
  );
}
