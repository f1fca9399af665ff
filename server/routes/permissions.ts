import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { HttpError, notFound } from "../errors.js";
import { escapeHtml } from "../services/notify.js";
import {
  assignmentError,
  expandPermissions,
  INVITATION_MSG,
  isCompanyLevelRole,
  memberSchema,
  storePermissionSchema,
  updatePermissionSchema,
} from "../../domain/invitations.js";
import { ROLE_HELP } from "../../domain/invitation-terms.js";
import { can, COMPANY_WIDE_ROLES, ROLE_DEFAULTS, PERMISSION_TYPES } from "../../domain/permissions.js";
import { addMemberPermissions, removeMember, setMemberAccess } from "../services/team/member-access.js";
import { teamResponse } from "../../domain/contracts/store-team.js";
import { assertAssignable, roleName } from "../services/invitations/issue.js";
import { manageStoreOf } from "./invitations/rights.js";
import { manageableMember } from "../services/team/manageable.js";
import { grantedStore } from "../http/access.js";
import { storeMembers, teamOf } from "../services/team/members.js";
import { absoluteUrl } from "../services/public-url.js";
import { storeQuery } from "../http/params.js";

const tags = ["permissions"];

/**
 * A store's members and their rights. Every call
 * needs edit_settings in the store; changes are rows in website_users and website_permissions,
 * which the guard reads on every request, so they hold from the member's next request on.
 */
export async function permissionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
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
      const { user_id } = request.body;
      const { website, access } = grantedStore(request);
      const member = await manageableMember(db, website, access, user_id, INVITATION_MSG.ownerCannotChange);
      const added = expandPermissions(request.body.permissions);
      const kept = member.access.entries.filter((e) => !added.some((a) => a.type === e.type));
      assertAssignable(access, member.access.companyRole, [...kept, ...added]);
      await addMemberPermissions(k, website.id, user_id, added);
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
      const { user_id, company_role } = request.body;
      const { website, access } = grantedStore(request);
      await manageableMember(db, website, access, user_id, INVITATION_MSG.ownerCannotChange);
      const entries = expandPermissions(request.body.permissions);
      assertAssignable(access, company_role, entries);
      await k
        .transaction()
        .execute((trx) => setMemberAccess(trx, website.id, user_id, company_role, entries));
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
      const { user_id } = request.body;
      const { website, access } = grantedStore(request);
      const { user } = await manageableMember(
        db,
        website,
        access,
        user_id,
        INVITATION_MSG.ownerCannotBeRemoved,
      );
      // A company admin holds every company store without a row to delete: say so rather than pretend.
      const wide = (COMPANY_WIDE_ROLES as readonly (string | null)[]).includes(user.main_company_role);
      if (wide && website.company_id !== null && user.company_id === website.company_id)
        throw new HttpError(409, INVITATION_MSG.viaCompany);
      await removeMember(k, website.id, user_id);
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
      const { user_id } = request.body;
      const { website } = grantedStore(request);
      const member = (await storeMembers(k, website.id)).find((m) => m.user_id === user_id);
      if (!member) throw notFound(INVITATION_MSG.memberNotFound);
      const role = member.is_owner ? "Owner" : member.company_role ? roleName(member.company_role) : "Member";
      const rights = member.granted.map((p) => p.replace(/_/g, " "));
      const link = absoluteUrl(ctx.config, "/app/");
      await ctx.mailer.send({
        to: member.email,
        subject: `Your access to ${website.name}`,
        text:
          `Hello ${member.name},\n\nYour role in ${website.name}: ${role}.\n` +
          `You can: ${rights.length > 0 ? rights.join(", ") : "nothing yet"}.\n\nSign in: ${link}`,
        html:
          `<p>Hello ${escapeHtml(member.name)},</p><p>Your role in <strong>${escapeHtml(website.name)}</strong>: ${escapeHtml(role)}.</p>` +
          `<ul>${rights.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul><p><a href="${link}">Sign in</a></p>`,
      });
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
