import type { Kysely, Updateable } from "kysely";
import type { Database, ProductVariantsTable } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { inTransaction } from "../../db/transaction.js";
import { invalid } from "../../../domain/errors.js";
import type { ProductVariant } from "../../../domain/variants.js";
import { productSnapshot, recordProductWrite, variantFields } from "./activity.js";
import { assertRetailPrice, loadMinimumPriceCents } from "./minimum-price.js";
import { loadProductVariants, productInventory, replaceVariants } from "./variants.js";

type Q = Kysely<Database>;

const NO_SUCH_COLOR = "The product has no variants in this colour.";

/** Sets `values` on every variant of one colour; 422 on color when the product has none. */
export async function setColorVariants(
  q: Q,
  productId: number,
  color: string,
  values: Updateable<ProductVariantsTable>,
): Promise<number> {
  const result = await q
    .updateTable("product_variants")
    .set(values)
    .where("product_id", "=", productId)
    .where("color", "=", color)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated === 0) throw invalid({ color: NO_SUCH_COLOR });
  return updated;
}

/** The swatch one colour of a product shows, on each of its variants; answers how many changed. */
export function setColorSwatch(k: Q, productId: number, color: string, swatch: string): Promise<number> {
  return inTransaction(k, async (trx) => {
    const before = (await productSnapshot(trx, productId)) ?? null;
    const was = await variantFields(trx, productId);
    const updated = await setColorVariants(trx, productId, color, { color_swatch: swatch });
    await recordProductWrite(trx, productId, "update", before, {
      before: was,
      after: await variantFields(trx, productId),
    });
    return updated;
  });
}

/**
 * Replaces a product's variants with what `change` makes of the current ones, in one transaction:
 * the product's inventory follows, and a variant price below the minimum price refuses it all.
 */
export function rewriteVariants(
  k: Q,
  productId: number,
  change: (current: ProductVariant[]) => ProductVariant[],
): Promise<void> {
  return inTransaction(k, async (trx) => {
    const before = (await productSnapshot(trx, productId)) ?? null;
    const was = await variantFields(trx, productId);
    const next = change(await loadProductVariants(trx, productId));
    await replaceVariants(trx, productId, next);
    await trx
      .updateTable("products")
      .set({ inventory_quantity: await productInventory(trx, productId), updated_at: nowIso() })
      .where("id", "=", productId)
      .execute();
    const minimum = await loadMinimumPriceCents(trx, productId);
    for (const v of next) if (v.price !== null) assertRetailPrice(v.price, minimum);
    await recordProductWrite(trx, productId, "update", before, {
      before: was,
      after: await variantFields(trx, productId),
    });
  });
}
