import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { appInfoSettingsSchema, type AppInfoSettings } from "../../../domain/contracts/admin-panel.js";
import { recordActivity } from "../activity/record.js";

const KEY = "app_info";

export function defaultAppInfo(): AppInfoSettings {
  return {
    admin_info: { phone: process.env.SUPPORT_PHONE ?? "", email: process.env.SUPPORT_EMAIL ?? "" },
    colors: { primary: "#4F4BE0", secondary: "#32DE8A" },
    product_fruit_id: "",
  };
}

/** The saved settings over the defaults (environment and theme); for GET /api/app_info too. */
export async function readAppInfoSettings(k: Kysely<Database>): Promise<AppInfoSettings> {
  const row = await k.selectFrom("app_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  const saved = appInfoSettingsSchema.partial().safeParse(fromJson(row?.value, {}));
  return { ...defaultAppInfo(), ...(saved.success ? saved.data : {}) };
}

/**
 * Saves the platform's app info settings, recorded as a platform-wide "settings" event of
 * "AppInfo" (no store, no record id: there is one such record).
 */
export async function saveAppInfoSettings(k: Kysely<Database>, settings: AppInfoSettings): Promise<void> {
  await k.transaction().execute(async (trx) => {
    const before = await readAppInfoSettings(trx);
    const value = toJson(settings);
    const now = nowIso();
    await trx
      .insertInto("app_settings")
      .values({ key: KEY, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
    await recordActivity(trx, {
      entity: "AppInfo",
      entityId: null,
      action: "settings",
      websiteId: null,
      before,
      after: settings,
    });
  });
}
