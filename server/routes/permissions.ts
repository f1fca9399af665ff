import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import {
  assignmentError,
  INVITATION_MSG,
  isCompanyLevelRole,
  memberSchema,
  storePermissionSchema,
  updatePermissionSchema,
} from "../../domain/invitations.js";
import { ROLE_HELP } from "../../domain/invitation-terms.js";
import { can, ROLE_DEFAULTS, PERMISSION_TYPES } from "../../domain/permissions.js";
import {
  grantMemberPermissions,
  mailMemberAccess,
  removeStoreMember,
  replaceMemberAccess,
} from "../services/team/permissions.js";
import { teamResponse } from "../../domain/contracts/store-team.js";
import { manageStoreOf } from "./invitations/rights.js";
import { grantedStore } from "../http/access.js";
import { teamOf } from "../services/team/members.js";
import { storeQuery } from "../http/params.js";

const tags = ["permissions"];

/**
 * A store's members and their rights. Every call
 * needs edit_settings in the store; changes are rows in website_users and website_permissions,
 * which the guard reads on every request, so they hold from the member's next request on.
 */
export async function permissionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The spec names no call that reads the team; the Store Users tab loads it here.
  r.get(
    "/api/permissions",
    {
      config: { access: manageStoreOf(["query.website_id", "active"]) },
      schema: {
        tags,
        summary:
          "A store's members with role and entries, and its open invitations (website_id or X-Website-Id; edit_settings)",
        querystring: storeQuery,
        response: { 200: teamResponse },
      },
    },
    async (request) => teamOf(ctx, grantedStore(request).website.id),
  );

  r.post(
    "/api/store/permission",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary:
          "Add or overwrite permission entries of a member (full_admin_access selects every permission)",
        body: storePermissionSchema,
        response: { 200: teamResponse },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      await grantMemberPermissions(ctx, website, access, request.body.user_id, request.body.permissions);
      return teamOf(ctx, website.id);
    },
  );

  r.post(
    "/api/update/permission",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary:
          "Replace a member's company role and permission entries (full_admin_access selects every permission)",
        body: updatePermissionSchema,
        response: { 200: teamResponse },
      },
    },
    async (request) => {
      const { user_id, company_role, permissions } = request.body;
      const { website, access } = grantedStore(request);
      await replaceMemberAccess(ctx, website, access, user_id, company_role, permissions);
      return teamOf(ctx, website.id);
    },
  );

  r.post(
    "/api/delete/permission",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary:
          "Remove a member from the store (company role and entries); the owner cannot be removed (409)",
        body: memberSchema,
        response: { 200: teamResponse },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      await removeStoreMember(ctx, website, access, request.body.user_id);
      return teamOf(ctx, website.id);
    },
  );

  r.post(
    "/api/resend/permission",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary: "Mail a member the summary of their role and permissions in the store",
        body: memberSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await mailMemberAccess(ctx, grantedStore(request).website, request.body.user_id);
      return { message: INVITATION_MSG.accessSent };
    },
  );

  // A role help screen lists what each role can do; its path is our own.
  r.get(
    "/api/roles/help",
    {
      // Any signed-in user; with website_id, a member of that store.
      config: { access: { right: null, stores: "query.website_id" } },
      schema: {
        tags,
        summary:
          "What each role can do (its help text, verbatim) and its default permissions; with website_id also whether the caller may give it there",
        querystring: storeQuery,
        response: {
          200: z.object({
            roles: z.array(
              z.object({
                role: z.string(),
                name: z.string(),
                help: z.string(),
                company_role: z.boolean(),
                permissions: z.array(z.enum(PERMISSION_TYPES)),
                assignable: z.boolean().optional(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const access = request.query.website_id === undefined ? null : grantedStore(request).access;
      return {
        roles: ROLE_HELP.map(({ role, name, help }) => ({
          role,
          name,
          help,
          company_role: isCompanyLevelRole(role),
          permissions: [...ROLE_DEFAULTS[role]],
          ...(access
            ? { assignable: can(access, "edit_settings") && assignmentError(access, role, []) === null }
            : {}),
        })),
      };
    },
  );
}
