import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { ADMIN_PANEL_MSG } from "./users.js";
import { appInfoSettingsSchema, type AppInfoSettings } from "../../../domain/contracts/admin-panel.js";

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

export async function adminAppInfoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: "platform-admin" as const } };

  r.get(
    "/api/admin/app-info",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: the app info settings (support phone and email, theme colours, product tour id)",
        response: { 200: appInfoSettingsSchema },
      },
    },
    () => readAppInfoSettings(k),
  );

  r.put(
    "/api/admin/app-info",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Platform admins: save the app info settings",
        body: appInfoSettingsSchema,
        response: { 200: z.object({ message: z.string(), data: appInfoSettingsSchema }) },
      },
    },
    async (request) => {
      const value = toJson(request.body);
      const now = nowIso();
      await k
        .insertInto("app_settings")
        .values({ key: KEY, value, updated_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
        .execute();
      return { message: ADMIN_PANEL_MSG.settingsSaved, data: request.body };
    },
  );
}
