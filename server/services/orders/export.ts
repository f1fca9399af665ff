import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { csvLine } from "../product-csv/parse.js";
import type { OrderFilter } from "../../../domain/contracts/orders.js";
import { filteredOrders } from "./filter.js";
import { toDollars } from "../../../domain/money.js";

const EXPORT_BATCH = 1000;

/**
 * The filtered orders as CSV, read in id-keyset batches and streamed as they come: a million
 * orders never sit in memory, and the first bytes leave at once.
 */
export async function* orderCsv(
  db: Kysely<Database>,
  scope: number[] | null,
  filter: OrderFilter,
  { withFees, withProfit }: { withFees: boolean; withProfit: boolean },
): AsyncGenerator<string> {
  yield csvLine([
    "id",
    "created_at",
    "store",
    "buyer",
    "email",
    "status",
    "subtotal",
    "discount",
    "price",
    ...(withFees ? ["platform_fee"] : []),
    ...(withProfit ? ["profit"] : []),
    "archived_at",
  ]);
  // No upper bound on the first batch: PostgreSQL's integer ids refuse a bound past 2^31.
  let after: number | null = null;
  for (;;) {
    let batch = filteredOrders(db, scope, filter);
    if (after !== null) batch = batch.where("orders.id", "<", after);
    const rows = await batch
      .innerJoin("websites", "websites.id", "orders.website_id")
      .select([
        "orders.id",
        "orders.created_at",
        "websites.name as website_name",
        "orders.buyer_name",
        "orders.buyer_email",
        "orders.status",
        "orders.subtotal",
        "orders.discount",
        "orders.price",
        "orders.platform_fee",
        "orders.profit",
        "orders.deleted_at",
      ])
      .orderBy("orders.id", "desc")
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows
      .map((o) =>
        csvLine([
          o.id,
          o.created_at,
          o.website_name,
          o.buyer_name,
          o.buyer_email,
          o.status,
          toDollars(o.subtotal),
          toDollars(o.discount),
          toDollars(o.price),
          ...(withFees ? [toDollars(o.platform_fee)] : []),
          ...(withProfit ? [toDollars(o.profit)] : []),
          o.deleted_at,
        ]),
      )
      .join("");
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
