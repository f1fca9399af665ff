import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { LOGIN_AS_MINUTES } from "../auth/login-as.js";
import { issueRecordedLoginAsLink } from "../services/users/login-link.js";
import { listAllUsers, listLevelMemberships } from "../services/users/admin-lists.js";
import { pageQuery, pageSchema } from "../http/paging.js";
import { idParam, recordId } from "../http/params.js";
import { levelUserDto } from "../../domain/contracts/admin-panel.js";
import { adminUserDto } from "../../domain/contracts/users.js";

/**
 * Platform admins' user lists ("Admin-only list calls (users, admin users, level users)
 * are distinguished by an admin/ path prefix"): every user, for pickers such as the admin
 * notification form, and every access-level membership.
 */
export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
      const { term, sort, page } = request.query;
      const perPage = request.query.per_page ?? currentUser(request).page_view;
      return listAllUsers(ctx, { term, sort, page, perPage });
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
      const perPage = request.query.per_page ?? currentUser(request).page_view;
      return listLevelMemberships(ctx, { term, website_id, level_id, page, perPage });
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
      const link = await issueRecordedLoginAsLink(ctx, admin, request.params.id);
      request.log.info({ admin_id: admin.id, user_id: request.params.id }, "login-as link issued");
      return reply.code(201).send(link);
    },
  );
}
