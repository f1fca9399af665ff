import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { DiscountInput } from "../../../domain/discounts.js";
import { bumpVersion } from "../versions/index.js";
import { assertValidInput, insertDiscount, removeDiscount, updateDiscount } from "./rules.js";

/**
 * Creates a store's discount: its code new among the store's discounts and gift cards, its
 * products and categories the store's own; the row and its links in one transaction.
 */
export async function createDiscount(
  ctx: AppContext,
  websiteId: number,
  userId: number,
  input: DiscountInput,
): Promise<number> {
  const k = ctx.db.kysely;
  await assertValidInput(k, websiteId, input);
  return k.transaction().execute((trx) => insertDiscount(trx, websiteId, input, userId, nowIso()));
}

/**
 * Replaces a discount's settings and links under the same rules; its usage count is kept. With the
 * version the screen read, a discount saved by someone else since is refused (StaleVersion) and
 * nothing is written.
 */
export async function editDiscount(
  ctx: AppContext,
  current: { id: number; website_id: number },
  input: DiscountInput,
  version: number | null = null,
): Promise<void> {
  const k = ctx.db.kysely;
  await assertValidInput(k, current.website_id, input, current.id);
  await k.transaction().execute(async (trx) => {
    await bumpVersion(trx, "discounts", current.id, version);
    await updateDiscount(trx, current.id, input, nowIso());
  });
}

/** Deletes a discount; orders that used it keep their amounts. */
export async function deleteDiscount(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute((trx) => removeDiscount(trx, id));
}
