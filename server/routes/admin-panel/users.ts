import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import Papa from "papaparse";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAdmin } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { HttpError, notFound } from "../../errors.js";
import { likeTerm } from "../invitations/paging.js";

const PAGE = 1000;
export const ADMIN_PANEL_MSG = {
  deactivated: "The user is deactivated.",
  activated: "The user is active again.",
  lastAdmin: "The last active platform admin cannot be deactivated.",
  self: "Use your account settings to deactivate your own account.",
  settingsSaved: "Settings saved.",
} as const;

/** Admin panel user management: deactivate or reactivate any user, export every user as CSV. */
export async function adminUserPanelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/api/admin/users/:id/deactivate",
    {
      preValidation: async (request) => {
        requireAdmin(request);
      },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: deactivate a user (sessions end, sign-in refused) or reactivate (deactivated: false); the last active admin stays",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ deactivated: z.boolean() }),
        response: {
          200: z.object({ message: z.string(), id: z.number(), deactivated_at: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
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
      preValidation: async (request) => {
        requireAdmin(request);
      },
      schema: {
        tags: ["admin"],
        summary: "Platform admins: every user (or those matching term) as a CSV attachment, streamed",
        body: z.object({ term: z.string().max(200).optional() }).optional(),
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const term = request.body?.term?.trim();
      const line = (row: unknown[]) => `${Papa.unparse([row], { escapeFormulae: true })}\r\n`;
      async function* rows(): AsyncGenerator<string> {
        yield line([
          "ID",
          "Name",
          "Email",
          "Role",
          "Company",
          "Production margin",
          "Stores owned",
          "Verified",
          "Deactivated",
          "Created",
        ]);
        let after = 0;
        for (;;) {
          let query = k
            .selectFrom("users")
            .leftJoin("companies", "companies.id", "users.company_id")
            .select((eb) => [
              "users.id",
              "users.name",
              "users.email",
              "users.role_id",
              "users.main_company_role",
              "companies.name as company",
              "users.production_margin",
              eb
                .selectFrom("websites")
                .select((w) => w.fn.countAll<number>().as("n"))
                .whereRef("websites.user_id", "=", "users.id")
                .as("stores"),
              "users.email_verified_at",
              "users.deactivated_at",
              "users.created_at",
            ])
            .where("users.id", ">", after);
          if (term) {
            const pattern = sql<string>`${likeTerm(term)} escape '\\'`;
            query = query.where((eb) =>
              eb.or([
                eb(sql`lower(users.name)`, "like", pattern),
                eb(sql`lower(users.email)`, "like", pattern),
              ]),
            );
          }
          const page = await query.orderBy("users.id").limit(PAGE).execute();
          if (page.length === 0) return;
          for (const u of page)
            yield line([
              u.id,
              u.name,
              u.email,
              u.role_id === 1 ? "admin" : (u.main_company_role ?? "user"),
              u.company ?? "",
              u.production_margin,
              Number(u.stores ?? 0),
              u.email_verified_at ?? "",
              u.deactivated_at ?? "",
              u.created_at,
            ]);
          after = page[page.length - 1]?.id ?? after;
        }
      }
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="users.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(rows()));
    },
  );
}
