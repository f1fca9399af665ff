import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { isPlatformAdmin } from "../auth/access.js";
import { LOGIN_AS_MINUTES } from "../auth/login-as.js";
import { issueRecordedLoginAsLink } from "../services/users/login-link.js";
import { fetchPage, pageQuery, pageSchema } from "../http/paging.js";
import { matchesAny } from "../db/like.js";
import { idParam, recordId } from "../http/params.js";
import { levelUserDto } from "../../domain/contracts/admin-panel.js";
import { adminUserDto } from "../../domain/contracts/users.js";
import { countRows } from "../db/count.js";

/**
 * Platform admins' user lists ("Admin-only list calls (users, admin users, level users)
 * are distinguished by an admin/ path prefix"): every user, for pickers such as the admin
 * notification form, and every access-level membership.
 */
export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/admin/users",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: every user, by name (or newest first: sort=newest), searchable by name or email (term)",
        querystring: z.object({
          term: z.string().max(200).optional(),
          // The admin panel's "new users" list pages the newest first.
          sort: z.enum(["name", "newest"]).default("name"),
          ...pageQuery,
        }),
        response: { 200: pageSchema(adminUserDto) },
      },
    },
    async (request) => {
      const { term, page } = request.query;
      let base = k.selectFrom("users");
      if (term?.trim()) {
        base = base.where(matchesAny<"users">(["name", "email"], term.trim()));
      }
      return fetchPage(
        page,
        request.query.per_page ?? currentUser(request).page_view,
        async (limit, offset) =>
          (
            await base
              .select([
                "id",
                "name",
                "email",
                "role_id",
                "website_role",
                "can_create_stores",
                "company_id",
                "main_company_role",
                "email_verified_at",
                "deactivated_at",
                "production_margin",
                "created_at",
              ])
              .$if(request.query.sort === "newest", (q) =>
                q.orderBy("created_at", "desc").orderBy("id", "desc"),
              )
              .$if(request.query.sort === "name", (q) => q.orderBy("name").orderBy("id"))
              .limit(limit)
              .offset(offset)
              .execute()
          ).map((user) => ({
            ...user,
            can_create_stores: Number(user.can_create_stores),
            is_admin: isPlatformAdmin(user),
          })),
        () => countRows(base),
      );
    },
  );

  r.get(
    "/api/admin/po/levels/users",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary:
          "Platform admins: every level membership, searchable by user name or email (term), by store or level",
        querystring: z.object({
          term: z.string().max(200).optional(),
          website_id: recordId.optional(),
          level_id: recordId.optional(),
          ...pageQuery,
        }),
        response: {
          200: pageSchema(levelUserDto),
        },
      },
    },
    async (request) => {
      const { term, website_id, level_id, page } = request.query;
      let base = k
        .selectFrom("level_users")
        .innerJoin("levels", "levels.id", "level_users.level_id")
        .innerJoin("websites", "websites.id", "levels.website_id")
        .innerJoin("users", "users.id", "level_users.user_id");
      if (website_id !== undefined) base = base.where("levels.website_id", "=", website_id);
      if (level_id !== undefined) base = base.where("levels.id", "=", level_id);
      if (term?.trim()) {
        base = base.where(matchesAny<"users">(["users.name", "users.email"], term.trim()));
      }
      return fetchPage(
        page,
        request.query.per_page ?? currentUser(request).page_view,
        (limit, offset) =>
          base
            .select([
              "levels.id as level_id",
              "levels.name as level_name",
              "websites.id as website_id",
              "websites.name as website_name",
              "users.id as user_id",
              "users.name",
              "users.email",
              "level_users.created_at",
            ])
            .orderBy("websites.name")
            .orderBy("levels.name")
            .orderBy("users.name")
            .orderBy("users.id")
            .limit(limit)
            .offset(offset)
            .execute(),
        () => countRows(base),
      );
    },
  );

  r.post(
    "/api/admin/users/:id/login-link",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["admin"],
        summary: `Platform admins by role (role_id 1): a single-use "log in as" link for a user who is no platform admin, valid ${LOGIN_AS_MINUTES} minutes. Opening /app/login?etoken=… signs in as the user; the session records the admin acting for them.`,
        params: idParam,
        response: {
          201: z
            .object({
              etoken: z.string().describe("single-use login token for POST /api/login {etoken}"),
              url: z.string().describe("the login link under PUBLIC_URL"),
              expires_at: z.string(),
            })
            .describe("Link issued"),
        },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const link = await issueRecordedLoginAsLink(ctx.db, ctx.config, admin, request.params.id);
      request.log.info({ admin_id: admin.id, user_id: request.params.id }, "login-as link issued");
      return reply.code(201).send(link);
    },
  );
}
