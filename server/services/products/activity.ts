import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, Product } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;

/** A product's whole row as the trail compares it before and after a write. */
export function productSnapshot(q: Q, id: number): Promise<Product | undefined> {
  return q.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Records a write of one product, inside the write's transaction: its row `before` (null for a new
 * one) against the row as it is now.
 */
export async function recordProductWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: Product | null,
): Promise<void> {
  const after = (await productSnapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "Product",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before,
    after,
  });
}
