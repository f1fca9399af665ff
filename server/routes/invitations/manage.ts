import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser, isAdminRequest, memberships } from "../../auth/guard.js";
import { storesWhere } from "../../auth/access.js";
import { MSG } from "../../../domain/messages.js";
import {
  idBodySchema,
  INVITATION_MSG,
  invitationSchema,
  sendInvitationSchema,
  updateInvitationSchema,
} from "../../../domain/invitations.js";
import { teamMessageResponse } from "../../../domain/contracts/store-team.js";
import { acceptLink, invitationMail } from "../../services/invitations/issue.js";
import { manageStoreOf } from "./rights.js";
import { grantedStore } from "../../http/access.js";
import { teamOf } from "../../services/team/members.js";
import {
  deleteInvitation,
  inviteToStore,
  loadInvitation,
  resendInvitation,
  updateInvitation,
  withdrawInvitationsTo,
} from "../../services/invitations/writes.js";
import { recordId } from "../../http/params.js";

const created = teamMessageResponse.extend({ created: z.array(z.number()) });
const tags = ["invitations"];

/** Creating, resending, changing and withdrawing invitations: edit_settings in the invitation's store. */
export async function invitationManageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The store of the invitation whose id is in the body (or query). */
  const ofInvitation = (at: "body.id" | "query.id") =>
    manageStoreOf({ record: "invitations", at }, MSG.notFound);

  const invite = async (
    request: FastifyRequest,
    body: z.infer<typeof sendInvitationSchema>,
    emails: string[],
  ) => {
    const user = currentUser(request);
    const { website, access } = grantedStore(request);
    const ids = await inviteToStore(ctx, website, access, user, body, emails);
    return {
      message: INVITATION_MSG.sent,
      created: ids,
      ...(await teamOf(ctx, website.id)),
    };
  };

  r.post(
    "/api/create/invitation",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary:
          "Invite one address to a store with a company role and permission entries (full_admin_access selects all); mails the accept link",
        body: invitationSchema,
        response: { 201: created },
      },
    },
    async (request, reply) => reply.code(201).send(await invite(request, request.body, [request.body.email])),
  );

  r.post(
    "/api/send/invitation",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary: "Like create/invitation, for one address (email) or several (emails) with the same access",
        body: sendInvitationSchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { email, emails = [] } = request.body;
      const all = [...new Set([...(email ? [email] : []), ...emails])];
      return reply.code(201).send(await invite(request, request.body, all));
    },
  );

  r.post(
    "/api/resend/invitation",
    {
      config: { access: ofInvitation("body.id") },
      schema: {
        tags,
        summary:
          "Mail an open or expired invitation again with a new link, valid 7 more days (the old link stops working)",
        body: idBodySchema,
        response: { 200: teamMessageResponse },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      await resendInvitation(ctx, request.body.id, website, access, currentUser(request));
      return { message: INVITATION_MSG.resent, ...(await teamOf(ctx, website.id)) };
    },
  );

  // A GET cannot resend (it must be safe to repeat), so the spec's "resend invitation mail" call
  // shows the mail a resend would send, with the link left out: it is only made when sending.
  r.get(
    "/api/resend/invitation/mail",
    {
      config: { access: ofInvitation("query.id") },
      schema: {
        tags,
        summary:
          "Preview of the invitation mail that POST /api/resend/invitation would send (id), link elided",
        querystring: z.object({ id: recordId }),
        response: {
          200: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { website } = grantedStore(request);
      const row = await loadInvitation(ctx, request.query.id);
      return invitationMail(website.name, user.name, row.email, row.company_role, acceptLink(ctx, "…"));
    },
  );

  r.post(
    "/api/update/invitation",
    {
      config: { access: ofInvitation("body.id") },
      schema: {
        tags,
        summary: "Change an unanswered invitation's company role, permissions or store_owner flag",
        body: updateInvitationSchema,
        response: { 200: teamMessageResponse },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      const { id, ...changes } = request.body;
      await updateInvitation(ctx, id, access, changes);
      return { message: INVITATION_MSG.updated, ...(await teamOf(ctx, website.id)) };
    },
  );

  r.post(
    "/api/delete/invitation",
    {
      config: { access: ofInvitation("body.id") },
      schema: {
        tags,
        summary: "Delete one invitation (an open one's link stops working; an accepted one's access stays)",
        body: idBodySchema,
        response: { 200: teamMessageResponse },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await deleteInvitation(ctx, request.body.id);
      return { message: INVITATION_MSG.deleted, ...(await teamOf(ctx, website.id)) };
    },
  );

  r.post(
    "/api/delete/whole/invitation",
    {
      config: { access: ofInvitation("body.id") },
      schema: {
        tags,
        summary:
          "Withdraw everything sent to this invitation's address: the invitation itself and every open invitation to that address in the stores where the caller holds edit_settings",
        body: idBodySchema,
        response: { 200: teamMessageResponse.extend({ deleted: z.number() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const stores = isAdminRequest(request)
        ? null
        : storesWhere(await memberships(ctx.db, request), "edit_settings");
      const deleted = await withdrawInvitationsTo(ctx, request.body.id, stores);
      return { message: INVITATION_MSG.deleted, deleted, ...(await teamOf(ctx, website.id)) };
    },
  );
}
