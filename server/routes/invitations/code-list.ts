import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { fromJson, nowIso } from "../../db/json.js";
import { manageStoreOf } from "./rights.js";
import { grantedStore } from "../../http/access.js";
import { fetchPage, pageQuery, pageSchema } from "../../http/paging.js";
import { idParam } from "../../http/params.js";
import { listedCodeDto } from "../../../domain/contracts/store-team.js";
import { countRows } from "../../db/count.js";

const tags = ["invitations"];

/** GET /api/websites/{id}/invitation-codes: the codes a store's managers created (edit_settings, like creating one). */
export async function invitationCodeListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/websites/:id/invitation-codes",
    {
      config: { access: manageStoreOf("params.id") },
      schema: {
        tags,
        summary:
          "A store's invitation codes, newest first, with uses and state (edit_settings); page and per_page",
        params: idParam,
        querystring: z.object(pageQuery),
        response: { 200: pageSchema(listedCodeDto) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const perPage = request.query.per_page ?? currentUser(request).page_view;
      const now = nowIso();
      const base = k.selectFrom("invitation_codes").where("invitation_codes.website_id", "=", website.id);
      return fetchPage(
        request.query.page,
        perPage,
        async (limit, offset) => {
          const rows = await base
            .leftJoin("users", "users.id", "invitation_codes.created_by")
            .select([
              "invitation_codes.code",
              "invitation_codes.website_id",
              "invitation_codes.company_role",
              "invitation_codes.permissions",
              "invitation_codes.max_uses",
              "invitation_codes.uses",
              "invitation_codes.expires_at",
              "invitation_codes.created_at",
              "invitation_codes.created_by",
              "users.name as created_by_name",
            ])
            .orderBy("invitation_codes.created_at", "desc")
            .orderBy("invitation_codes.code")
            .limit(limit)
            .offset(offset)
            .execute();
          return rows.map((row) => ({
            code: row.code,
            website_id: row.website_id,
            company_role: row.company_role,
            permissions: fromJson<{ type: string; value: number }[]>(row.permissions, []),
            max_uses: row.max_uses,
            uses: row.uses,
            expires_at: row.expires_at,
            created_at: row.created_at,
            created_by:
              row.created_by !== null && row.created_by_name !== null
                ? { id: row.created_by, name: row.created_by_name }
                : null,
            state:
              row.expires_at <= now
                ? ("expired" as const)
                : row.uses >= row.max_uses
                  ? ("used_up" as const)
                  : ("active" as const),
          }));
        },
        () => countRows(base),
      );
    },
  );
}
