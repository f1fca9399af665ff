import type { AppContext } from "../../context.js";
import type { Product } from "../../db/schema.js";
import { nowIso, toJson } from "../../db/json.js";
import { mergeProductData, readProductData } from "./data.js";
import { writeProduct } from "./list-writes.js";
import { assertProductRetailPrice } from "./minimum-price.js";
import { productInventory } from "./variants.js";
import { setColorSwatch, setColorVariants } from "./variant-writes.js";

/**
 * Switches every variant of one colour on or off; the product's inventory follows. Answers how
 * many variants changed and the new inventory.
 */
export function setColorAvailability(
  ctx: AppContext,
  product: Product,
  color: string,
  available: number,
): Promise<{ updated: number; inventory_quantity: number }> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const updated = await setColorVariants(trx, product.id, color, { available });
    const inventory = await productInventory(trx, product.id);
    await writeProduct(trx, product.id, { inventory_quantity: inventory, updated_at: nowIso() }, "update");
    return { updated, inventory_quantity: inventory };
  });
}

/** Publishes or unpublishes a product at once. */
export async function setProductAvailability(
  ctx: AppContext,
  product: Product,
  available: number,
): Promise<void> {
  await writeProduct(ctx.db.kysely, product.id, { available, updated_at: nowIso() }, "status");
}

/** Turns the supplier's first custom fee on or off; a price left below the new minimum is refused. */
export async function setCustomizable(
  ctx: AppContext,
  product: Product,
  customizable: boolean,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const data = { ...readProductData(product.data), customizable };
    await writeProduct(
      trx,
      product.id,
      { data: toJson(mergeProductData(product.data, data)), updated_at: nowIso() },
      "update",
    );
    await assertProductRetailPrice(trx, product.id, product.price);
  });
}

/** Sets the platform fee (cents); a price left below the new minimum is refused. */
export async function setPlatformFee(ctx: AppContext, product: Product, ssmFees: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await writeProduct(trx, product.id, { ssm_fees: ssmFees, updated_at: nowIso() }, "update");
    await assertProductRetailPrice(trx, product.id, product.price);
  });
}

/** Changes the swatch shown for one colour; answers how many variants changed. */
export function setProductSwatch(
  ctx: AppContext,
  product: Product,
  color: string,
  swatch: string,
): Promise<number> {
  return setColorSwatch(ctx.db.kysely, product.id, color, swatch);
}
