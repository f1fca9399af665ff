import type { AppContext } from "../../context.js";
import { bumpVersion } from "../versions/index.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { conflict } from "../errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { STORE_MSG, type SettingsSave } from "../../../domain/stores.js";
import { ownStoredKey } from "../storage.js";
import { applySettings } from "./settings-apply.js";

/**
 * Saves any settings sections of a store in one transaction (a failure half-way leaves the
 * previous settings exactly as they were) and drops its storefront cache. The settings routes and
 * BREAD's Website update both save through here. With the version the screen read (`version`), a
 * store saved by someone else since is refused (StaleVersion) and nothing is written.
 */
export async function saveStoreSettings(
  ctx: AppContext,
  website: Website,
  input: SettingsSave,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await bumpVersion(trx, "websites", website.id, input.version);
    await applySettings(trx, website, input);
  });
  await invalidateStorefront(ctx.events, website.id);
}

/**
 * Deletes a store and everything in it for good. A launched store has orders and payouts, so it
 * must be archived first: that keeps destroying it a deliberate, two-step act. Who may do it (the
 * owner or a platform admin) is checked by the caller's access gate.
 */
export async function destroyStore(ctx: AppContext, website: Website): Promise<void> {
  if (website.is_launched === 1 && website.archived_at === null) {
    throw conflict(STORE_MSG.destroyNotAllowed);
  }
  // Every store table references websites ON DELETE CASCADE: one statement removes it all.
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("websites").where("id", "=", website.id).execute();
  });
  await invalidateStorefront(ctx.events, website.id);
  for (const key of [website.logo, website.favicon]) if (ownStoredKey(key)) await ctx.storage.delete(key);
}

/** Archives a store: hidden from lists and its storefront closed, its data kept, it can be restored. */
export async function archiveStore(ctx: AppContext, website: Website): Promise<void> {
  if (website.archived_at !== null) return;
  const now = nowIso();
  await ctx.db.kysely
    .updateTable("websites")
    .set({ archived_at: now, updated_at: now })
    .where("id", "=", website.id)
    .execute();
  await invalidateStorefront(ctx.events, website.id);
}
