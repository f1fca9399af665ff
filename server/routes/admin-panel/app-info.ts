import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { readAppInfoSettings, saveAppInfoSettings } from "../../services/app-info/settings.js";
import { ADMIN_PANEL_MSG } from "./users.js";
import { appInfoSettingsSchema } from "../../../domain/contracts/admin-panel.js";

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
      await saveAppInfoSettings(k, request.body);
      return { message: ADMIN_PANEL_MSG.settingsSaved, data: request.body };
    },
  );
}
