import type { AppContext } from "../../context.js";
import { bumpVersion } from "../versions/index.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { STORE_MSG, type SettingsSave } from "../../../domain/stores.js";
import { ownStoredKey } from "../storage.js";
import { applySettings } from "./settings-apply.js";
import { recordStoreWrite, writeStore } from "./activity.js";
import { notify } from "../notify.js";

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
    await recordStoreWrite(trx, website.id, "settings", website);
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
    await recordStoreWrite(trx, website.id, "delete", website);
  });
  await invalidateStorefront(ctx.events, website.id);
  for (const key of [website.logo, website.favicon]) if (ownStoredKey(key)) await ctx.storage.delete(key);
}

/** Archives a store: hidden from lists and its storefront closed, its data kept, it can be restored. */
export async function archiveStore(ctx: AppContext, website: Website): Promise<void> {
  if (website.archived_at !== null) return;
  const now = nowIso();
  await writeStore(ctx.db.kysely, website.id, { archived_at: now, updated_at: now }, "status");
  await invalidateStorefront(ctx.events, website.id);
}

/** Brings an archived store back. */
export async function restoreStore(ctx: AppContext, websiteId: number): Promise<void> {
  await writeStore(ctx.db.kysely, websiteId, { archived_at: null, updated_at: nowIso() }, "status");
}

/**
 * Gives a store to another user, named by email: it follows its new owner into their company (or
 * out of any), and the new owner is notified, in one transaction with its activity event. Refused
 * for an unknown or deactivated user and for the present owner. Answers the new owner's email.
 */
export async function transferStore(
  ctx: AppContext,
  website: Website,
  email: string,
  fromName: string,
): Promise<string> {
  const k = ctx.db.kysely;
  const target = await k
    .selectFrom("users")
    .select(["id", "email", "company_id", "deactivated_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!target || target.deactivated_at) throw invalid({ email: STORE_MSG.transferUnknownUser });
  if (target.id === website.user_id) throw invalid({ email: STORE_MSG.transferSameOwner });
  await k.transaction().execute(async (trx) => {
    await writeStore(
      trx,
      website.id,
      { user_id: target.id, company_id: target.company_id, updated_at: nowIso() },
      "update",
    );
    await notify(trx, {
      userIds: [target.id],
      websiteId: website.id,
      type: "info",
      content: `${fromName} transferred the store ${website.name} to you.`,
    });
  });
  return target.email;
}
