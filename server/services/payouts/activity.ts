import type { Kysely, Selectable } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, PaymentsTable } from "../../db/schema.js";
import { recordActivities } from "../activity/record.js";

type Q = Kysely<Database>;
type PaymentRow = Selectable<PaymentsTable>;

/** Payment rows by id, as the trail compares them before and after a payout write. */
export async function paymentRowsById(q: Q, ids: readonly number[]): Promise<Map<number, PaymentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .selectFrom("payments")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Records a payout write, one event per payment row (entity "PaymentRequest": a requested row is
 * that model's record), inside the write's transaction: each row `before` against the row now.
 */
export async function recordPaymentRows(
  trx: Q,
  before: ReadonlyMap<number, PaymentRow>,
  action: ActivityAction,
): Promise<void> {
  const after = await paymentRowsById(trx, [...before.keys()]);
  await recordActivities(
    trx,
    [...before]
      .sort(([a], [b]) => a - b)
      .map(([id, was]) => ({
        entity: "PaymentRequest",
        entityId: id,
        action,
        websiteId: was.website_id,
        before: was,
        after: after.get(id) ?? null,
      })),
  );
}
