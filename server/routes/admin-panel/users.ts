import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { HttpError, notFound } from "../../errors.js";
import { sendUserCsv, USER_CSV_PAGE, userCsvQuery } from "./user-csv.js";
import { likeTerm } from "../../http/search.js";
import { idParam } from "../../http/params.js";

export const ADMIN_PANEL_MSG = {
  deactivated: "The user is deactivated.",
  activated: "The user is active again.",
  lastAdmin: "The last active platform admin cannot be deactivated.",
  self: "Use your account settings to deactivate your own account.",
  settingsSaved: "Settings saved.",
  rangeOrder: "The start date must not be after the end date.",
} as const;

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
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id === me.id) throw new HttpError(409, ADMIN_PANEL_MSG.self);
      return k.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom("users")
          .select(["id", "role_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!user) throw notFound();
        const deactivated_at = request.body.deactivated ? nowIso() : null;
        if (deactivated_at !== null && user.role_id === 1) {
          const other = await trx
            .selectFrom("users")
            .select("id")
            .where("role_id", "=", 1)
            .where("deactivated_at", "is", null)
            .where("id", "!=", id)
            .executeTakeFirst();
          if (!other) throw new HttpError(409, ADMIN_PANEL_MSG.lastAdmin);
        }
        await trx
          .updateTable("users")
          .set({ deactivated_at, updated_at: nowIso() })
          .where("id", "=", id)
          .execute();
        if (deactivated_at !== null) await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
        return {
          message: deactivated_at ? ADMIN_PANEL_MSG.deactivated : ADMIN_PANEL_MSG.activated,
          id,
          deactivated_at,
        };
      });
    },
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
      return sendUserCsv(reply, "users.csv", (after) => {
        let query = userCsvQuery(k).where("users.id", ">", after?.id ?? 0);
        if (term) {
          const pattern = sql<string>`${likeTerm(term)} escape '\\'`;
          query = query.where((eb) =>
            eb.or([
              eb(sql`lower(users.name)`, "like", pattern),
              eb(sql`lower(users.email)`, "like", pattern),
            ]),
          );
        }
        return query.orderBy("users.id").limit(USER_CSV_PAGE).execute();
      });
    },
  );
}
