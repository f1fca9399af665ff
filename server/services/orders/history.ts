import type { Kysely } from "kysely";
import { nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

/** One line of an order's status history, written in the transaction that changed the status. */
export async function recordStatus(
  trx: Kysely<Database>,
  entry: { orderId: number; from: string | null; to: string; userId: number | null; note?: string | null },
): Promise<void> {
  await trx
    .insertInto("order_status_history")
    .values({
      order_id: entry.orderId,
      from_status: entry.from,
      to_status: entry.to,
      note: entry.note ?? null,
      user_id: entry.userId,
      created_at: nowIso(),
    })
    .execute();
}
