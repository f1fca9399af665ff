import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { invalid } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import {
  changeRequestStatusSchema,
  INVITATION_MSG,
  REQUEST_STATUSES,
  updateRequestSchema,
} from "../../../domain/invitations.js";
import { manageStoreOf } from "./rights.js";
import { alsoGrantedStore, grantedStore, type StoreRule } from "../../http/access.js";
import { websiteIdParam } from "../../http/params.js";
import { pageOf, pageQuery, pageSchema } from "../../http/paging.js";
import { joinRequestDto } from "../../../domain/contracts/store-team.js";
import {
  acceptInvitationRequest,
  declineInvitationRequest,
  invitationRequestsPage,
  loadPendingRequest,
  updateInvitationRequest,
} from "../../services/invitations/requests.js";

const tags = ["invitations"];
const listQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  term: z.string().max(200).optional(),
  ...pageQuery,
});

/**
 * The receiving side of POST /api/request/invitation. A request with a store (a shop request)
 * belongs to that store's managers (edit_settings); one without a store to the platform admins.
 */
export async function invitationRequestAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = async (
    request: FastifyRequest,
    websiteId: number | null,
    query: z.infer<typeof listQuery>,
  ) => {
    const { page, status, term } = query;
    const perPage = query.per_page ?? currentUser(request).page_view;
    const { rows, total } = await invitationRequestsPage(ctx, websiteId, { status, term }, page, perPage);
    return pageOf(rows, total, page, perPage);
  };

  /**
   * Who may handle a request (body.id): a store's request its managers, a platform request the
   * platform admins; anyone else gets 404, so request ids cannot be probed. A store named in the
   * body (accepting a platform request into it, forwarding) needs edit_settings there too.
   */
  const handling: StoreRule = {
    right: "edit_settings",
    from: { record: "invitation_requests", at: "body.id" },
    missing: MSG.notFound,
    hidePlatform: true,
    also: { right: "edit_settings", from: "body.website_id" },
  };

  r.get(
    "/api/get/shop/requests/:websiteId",
    {
      config: { access: manageStoreOf("params.websiteId") },
      schema: {
        tags,
        summary: "Requests to join a store, newest first (edit_settings); status and term filters",
        params: websiteIdParam,
        querystring: listQuery,
        response: { 200: pageSchema(joinRequestDto) },
      },
    },
    async (request) => list(request, grantedStore(request).website.id, request.query),
  );

  r.get(
    "/api/admin/invitation/requests",
    {
      config: { access: "platform-admin" },
      schema: {
        tags,
        summary: "Platform admins: requests for an invitation to the platform (no store), newest first",
        querystring: listQuery,
        response: { 200: pageSchema(joinRequestDto) },
      },
    },
    async (request) => list(request, null, request.query),
  );

  r.put(
    "/api/change/request/status",
    {
      config: { access: handling },
      schema: {
        tags,
        summary:
          "Accept (creates and mails an invitation with company_role, default client, and permissions; a platform request needs website_id) or decline a request",
        body: changeRequestStatusSchema,
        response: {
          200: z.object({
            message: z.string(),
            request: joinRequestDto,
            invitation_id: z.number().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const row = await loadPendingRequest(ctx, body.id);
      if (body.status === "declined") {
        await declineInvitationRequest(ctx, row.id);
        return {
          message: INVITATION_MSG.requestDeclined,
          request: { ...row, status: body.status },
          invitation_id: null,
        };
      }
      // A store's request joins that store; a platform request the store the body names.
      const target = row.website_id === null ? alsoGrantedStore(request) : grantedStore(request);
      if (!target) throw invalid({ website_id: INVITATION_MSG.chooseStore });
      const invitationId = await acceptInvitationRequest(ctx, row, target.website, target.access, user, body);
      return {
        message: INVITATION_MSG.requestAccepted,
        request: { ...row, status: body.status },
        invitation_id: invitationId,
      };
    },
  );

  r.put(
    "/api/invitation/update/request",
    {
      config: { access: handling },
      schema: {
        tags,
        summary:
          "Edit a request (name, company, message) or forward it: website_id moves it to a store's team (edit_settings there), null back to the platform admins",
        body: updateRequestSchema,
        response: { 200: z.object({ message: z.string(), request: joinRequestDto }) },
      },
    },
    async (request) => {
      const { id, website_id, ...fields } = request.body;
      const set = {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.company !== undefined ? { company: fields.company } : {}),
        ...(fields.message !== undefined ? { message: fields.message } : {}),
        ...(website_id !== undefined ? { website_id } : {}),
      };
      const updated = await updateInvitationRequest(ctx, id, set);
      return { message: INVITATION_MSG.requestUpdated, request: updated };
    },
  );
}
