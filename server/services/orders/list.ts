import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { countOrders } from "./count.js";
import { filteredOrders, type OrderListParams } from "./filter.js";
import { indexMatches, indexScope, orderWordsMatch, searchTerm } from "./search-index.js";

type Q = Kysely<Database>;

export const LIST_COLUMNS = [
  "orders.id",
  "orders.website_id",
  "orders.buyer_name",
  "orders.buyer_email",
  "orders.status",
  "orders.subtotal",
  "orders.discount",
  "orders.price",
  "orders.platform_fee",
  "orders.profit",
  "orders.supplier_cost",
  "orders.created_at",
  "orders.deleted_at",
] as const;

export async function listOrders(
  db: Q,
  scope: number[] | null,
  params: OrderListParams,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const { filter } = params;
  const term = searchTerm(filter);
  const searched = term && !(scope !== null && scope.length === 0) ? await indexScope(db, scope) : scope;
  const match = term ? orderWordsMatch(db, searched, term, filter.archived === true) : null;
  const found = match !== null ? await indexMatches(db, match) : null;
  const matches = found?.matches ?? null;
  const search = { scope: searched, ids: found?.ids ?? null };
  // The index's count is the total when the term is the only filter and cannot name an order number.
  const termOnly =
    matches !== null &&
    !/^#?\d+$/.test(term ?? "") &&
    !filter.id &&
    !filter.status &&
    !filter.created_at_gte &&
    !filter.created_at_lte;
  if (matches === 0 && termOnly) return { rows: [], total: 0 };
  const base = filteredOrders(db, scope, filter, search);
  const [field, direction] = params.sort;
  const [rows, total] = await Promise.all([
    base
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select([...LIST_COLUMNS, "websites.name as website_name"])
      // The store column sorts by the store's name through the join the page reads it from.
      .orderBy(field === "website_name" ? "websites.name" : `orders.${field}`, direction)
      .orderBy("orders.id", direction)
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
    termOnly && matches !== null ? matches : countOrders(db, scope, filter, search),
  ]);
  return { rows, total };
}

export type OrderListRow = {
  id: number;
  website_id: number;
  website_name: string;
  buyer_name: string;
  buyer_email: string;
  status: string;
  subtotal: number;
  discount: number;
  price: number;
  platform_fee: number;
  profit: number;
  supplier_cost: number;
  created_at: string;
  deleted_at: string | null;
};
