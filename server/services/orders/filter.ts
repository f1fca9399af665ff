import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.js";
import type { OrderFilter } from "../../../domain/contracts/orders.js";
import { ordersMatching, searchTerm, type IndexedSearch } from "./search-index.js";

type Q = Kysely<Database>;

export const ORDER_SORTS = [
  "id",
  "created_at",
  "price",
  "profit",
  "platform_fee",
  "status",
  "buyer_name",
  "website_name",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderListParams {
  filter: OrderFilter;
  sort: [OrderSort, "asc" | "desc"];
  offset: number;
  limit: number;
}

/** The filtered orders, without columns: shared by the page, its count and the CSV export. */
export function filteredOrders(
  db: Q,
  scope: number[] | null,
  filter: OrderFilter,
  search: IndexedSearch = { scope, ids: null },
): SelectQueryBuilder<Database, "orders", object> {
  let q = db.selectFrom("orders") as SelectQueryBuilder<Database, "orders", object>;
  q = filter.archived
    ? q.where("orders.deleted_at", "is not", null)
    : q.where("orders.deleted_at", "is", null);
  if (scope !== null) {
    if (scope.length === 0) return q.where(sql<boolean>`1 = 0`);
    q =
      scope.length === 1
        ? q.where("orders.website_id", "=", scope[0]!)
        : q.where("orders.website_id", "in", scope);
  }
  if (filter.id)
    q = filter.id.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where("orders.id", "in", filter.id);
  if (filter.status) q = q.where("orders.status", "=", filter.status);
  if (filter.created_at_gte) q = q.where("orders.created_at", ">=", filter.created_at_gte);
  if (filter.created_at_lte) q = q.where("orders.created_at", "<=", filter.created_at_lte);
  const term = searchTerm(filter);
  if (term) {
    const asId = /^#?\d+$/.test(term) ? Number(term.replace("#", "")) : null;
    const buyer = ordersMatching<"orders">(db, search.scope, term, filter.archived === true, search);
    q = q.where((eb) => eb.or([buyer(eb), ...(asId !== null ? [eb("orders.id", "=", asId)] : [])]));
  }
  return q;
}
