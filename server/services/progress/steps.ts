import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { NOTHING_DONE, progressSteps, type ProgressStepKey } from "../../../domain/progress.js";

/**
 * The store a caller's steps are for when none is named: their own first non-demo store when they
 * may open every store (`stores` null), else the first store they belong to (the SPA's own
 * active-store rule). Archived stores are left out.
 */
export async function defaultProgressStore(
  ctx: AppContext,
  userId: number,
  stores: number[] | null,
): Promise<Website | null> {
  if (stores !== null && stores.length === 0) return null;
  let query = ctx.db.kysely.selectFrom("websites").selectAll().where("archived_at", "is", null);
  query = stores === null ? query.where("user_id", "=", userId) : query.where("id", "in", stores);
  return (await query.orderBy("is_demo").orderBy("id").executeTakeFirst()) ?? null;
}

/** The onboarding steps of a store (the no-store steps without one), computed from the database. */
export async function storeProgress(ctx: AppContext, website: Website | null) {
  if (!website) return progressSteps(null, NOTHING_DONE);
  const now = nowIso();
  const products = ctx.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", website.id)
    .where("deleted_at", "is", null);
  const [anyProduct, published] = await Promise.all([
    products.limit(1).executeTakeFirst(),
    products
      .where("available", "=", 1)
      .where((eb) => eb.or([eb("published_from", "is", null), eb("published_from", "<=", now)]))
      .where((eb) => eb.or([eb("published_to", "is", null), eb("published_to", ">", now)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  const done: Record<ProgressStepKey, boolean> = {
    store_created: true,
    address_valid: website.address_valid === 1,
    payments_connected: website.stripe_valid === 1,
    first_product: anyProduct !== undefined,
    product_published: published !== undefined,
    store_launched: website.is_launched === 1,
  };
  return progressSteps(website.id, done, { demo: website.is_demo === 1 });
}
