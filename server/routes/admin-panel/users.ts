import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { ADMIN_PANEL_MSG, setUserDeactivated } from "../../services/users/deactivation.js";
import { sendUserCsv } from "./user-csv.js";
import { allUsersCsv } from "../../services/users/csv.js";
import { idParam } from "../../http/params.js";

export { ADMIN_PANEL_MSG };

/** Admin panel user management: deactivate or reactivate any user, export every user as CSV. */
export async function adminUserPanelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/api/admin/users/:id/deactivate",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: deactivate a user (sessions end, sign-in refused) or reactivate (deactivated: false); the last active admin stays",
        params: idParam,
        body: z.object({ deactivated: z.boolean() }),
        response: {
          200: z.object({ message: z.string(), id: z.number(), deactivated_at: z.string().nullable() }),
        },
      },
    },
    async (request) =>
      setUserDeactivated(k, currentUser(request).id, request.params.id, request.body.deactivated),
  );

  r.post(
    "/api/export/users",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary: "Platform admins: every user (or those matching term) as a CSV attachment, streamed",
        body: z.object({ term: z.string().max(200).optional() }).optional(),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const term = request.body?.term?.trim();
      return sendUserCsv(reply, "users.csv", allUsersCsv(ctx, term));
    },
  );
}
