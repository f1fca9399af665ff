import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;

/**
 * A blank as the trail compares it: its row, and its variants by SKU with what an admin edits on
 * them (a cost change is what the stores hear about).
 */
export type SupplierProductSnapshot = Record<string, unknown>;

export async function supplierProductSnapshot(q: Q, id: number): Promise<SupplierProductSnapshot | null> {
  const row = await q.selectFrom("supplier_products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const variants = await q
    .selectFrom("supplier_variants")
    .select(["sku", "color_swatch", "cost", "quantity", "available"])
    .where("supplier_product_id", "=", id)
    .orderBy("sku")
    .execute();
  return {
    ...row,
    variants: Object.fromEntries(variants.map(({ sku, ...v }) => [sku, v])),
  };
}

/**
 * Records a write of one blank of the supplier catalogue, inside the write's transaction: its
 * snapshot `before` (null for a new one) against the blank as it is now. The catalogue is the
 * platform's, so the event names no store.
 */
export async function recordSupplierProductWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: SupplierProductSnapshot | null,
): Promise<void> {
  await recordActivity(trx, {
    entity: "SupplierProduct",
    entityId: id,
    action,
    websiteId: null,
    before,
    after: await supplierProductSnapshot(trx, id),
  });
}
