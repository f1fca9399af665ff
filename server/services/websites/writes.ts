import type { AppContext } from "../../context.js";
import { bumpVersion } from "../versions/index.js";
import { nowIso } from "../../db/json.js";
import type { Website } from "../../db/schema.js";
import { conflict } from "../../../domain/errors.js";
import { invalidateStorefront } from "../../storefront/cache.js";
import { STORE_MSG, type SettingsSave } from "../../../domain/stores.js";
import { ownStoredKey } from "../storage.js";
import { applySettings } from "./settings-apply.js";
import { recordStoreWrite, writeStore } from "./activity.js";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { notify } from "../notify.js";
import { loose, type Row } from "../../db/loose.js";

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
export async function restoreStore(k: Kysely<Database>, websiteId: number): Promise<void> {
  await writeStore(k, websiteId, { archived_at: null, updated_at: nowIso() }, "status");
}

/** Inserts a new store from the row the store creation rules built, and records it. Answers its id. */
export function insertStore(k: Kysely<Database>, values: Row): Promise<number> {
  return k.transaction().execute(async (trx) => {
    const row = await loose(trx)
      .insertInto("websites")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordStoreWrite(trx, Number(row.id), "create", null);
    return Number(row.id);
  });
}

/**
 * Gives a store to another user: it follows its new owner into their company (or out of any),
 * and the new owner is notified, in one transaction with its activity event.
 */
export async function transferStore(
  k: Kysely<Database>,
  website: Website,
  target: { id: number; company_id: number | null },
  fromName: string,
): Promise<void> {
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
}
