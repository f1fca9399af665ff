import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../domain/activity.js";
import type { Database, Product } from "../../db/schema.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;

/** A product's whole row as the trail compares it before and after a write. */
export function productSnapshot(q: Q, id: number): Promise<Product | undefined> {
  return q.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

type Fields = Readonly<Record<string, unknown>>;

/** What a write changed beside the product's row (its variants, its linked products). */
export interface ProductParts {
  before: Fields;
  after: Fields;
}

/**
 * A product's variants as the trail compares them: one field per SKU, so an event lists only the
 * variants that changed.
 */
export async function variantFields(q: Q, id: number): Promise<Record<string, unknown>> {
  const rows = await q
    .selectFrom("product_variants")
    .select(["sku", "color", "size", "color_swatch", "price", "available", "show"])
    .where("product_id", "=", id)
    .orderBy("sku")
    .execute();
  return Object.fromEntries(rows.map(({ sku, ...v }) => [`variants.${sku}`, v]));
}

/**
 * Records a write of one product, inside the write's transaction: its row `before` (null for a new
 * one) against the row as it is now, with the `parts` the write changed beside the row.
 */
export async function recordProductWrite(
  trx: Q,
  id: number,
  action: ActivityAction,
  before: Product | null,
  parts?: ProductParts,
): Promise<void> {
  const after = (await productSnapshot(trx, id)) ?? null;
  await recordActivity(trx, {
    entity: "Product",
    entityId: id,
    action,
    websiteId: after?.website_id ?? before?.website_id ?? null,
    before: parts ? { ...before, ...parts.before } : before,
    after: parts ? { ...after, ...parts.after } : after,
  });
}
