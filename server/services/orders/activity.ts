import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, Order } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;

/**
 * Records a write of one order, inside the write's transaction: its row `before` (null for a new
 * one) against the row as it is now.
 */
export async function recordOrderWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: Order | null,
): Promise<void> {
  const after = (await trx.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
  await recordActivity(trx, {
    entity: "Order",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before,
    after,
  });
}
