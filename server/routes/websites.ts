import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../context.js";
import { isAdminRequest, memberships } from "../auth/guard.js";
import { fromJson } from "../db/json.js";
import type { WebsiteSummary } from "../../domain/api.js";
import { grantedPermissions, PERMISSION_TYPES } from "../../domain/permissions.js";

export async function websiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/websites",
    { schema: { tags: ["websites"], summary: "The stores the caller may open (admins: all), newest first" } },
    async (request): Promise<WebsiteSummary[]> => {
      const admin = isAdminRequest(request);
      const mine = admin ? null : await memberships(db, request);
      let query = db.kysely
        .selectFrom("websites")
        .select([
          "id",
          "name",
          "link",
          "logo",
          "plan",
          "is_launched",
          "is_demo",
          "limits",
          "user_id",
          "company_id",
          "created_at",
        ])
        .where("archived_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (mine) {
        const ids = [...mine.keys()];
        if (ids.length === 0) return [];
        query = query.where("id", "in", ids);
      }
      const rows = await query.execute();
      return rows.map(({ logo, limits, ...w }) => ({
        ...w,
        logo_url: ctx.urls.url(logo),
        limits: fromJson<Record<string, unknown>>(limits, {}),
        permissions: mine ? grantedPermissions(mine.get(w.id)!) : [...PERMISSION_TYPES],
      }));
    },
  );
}
