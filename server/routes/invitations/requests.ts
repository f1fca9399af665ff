import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { HttpError, invalid } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import {
  changeRequestStatusSchema,
  expandPermissions,
  INVITATION_MSG,
  REQUEST_STATUSES,
  updateRequestSchema,
} from "../../../domain/invitations.js";
import { assertAssignable, insertInvitations, mailInvitations } from "../../services/invitations/issue.js";
import { manageStoreOf } from "./rights.js";
import { alsoGrantedStore, grantedStore, type StoreRule } from "../../http/access.js";
import { websiteIdParam } from "../../http/params.js";
import { fetchPage, pageQuery, pageSchema } from "../../http/paging.js";
import { matchesAny } from "../../db/like.js";
import { joinRequestDto } from "../../../domain/contracts/store-team.js";
import { answerInvitationRequest, updateInvitationRequest } from "../../services/invitations/requests.js";
import { countRows } from "../../db/count.js";

const tags = ["invitations"];
const COLUMNS = ["id", "name", "email", "company", "message", "website_id", "status", "created_at"] as const;
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
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = (request: FastifyRequest, websiteId: number | null, query: z.infer<typeof listQuery>) => {
    let base = k.selectFrom("invitation_requests");
    base =
      websiteId === null ? base.where("website_id", "is", null) : base.where("website_id", "=", websiteId);
    if (query.status) base = base.where("status", "=", query.status);
    const term = query.term?.trim();
    if (term) {
      base = base.where(matchesAny<"invitation_requests">(["name", "email", "company"], term));
    }
    const perPage = query.per_page ?? currentUser(request).page_view;
    return fetchPage(
      query.page,
      perPage,
      (limit, offset) =>
        base
          .select(COLUMNS)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
      () => countRows(base),
    );
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

  const requestRow = (id: number) =>
    k.selectFrom("invitation_requests").select(COLUMNS).where("id", "=", id).executeTakeFirstOrThrow();

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
      const row = await requestRow(body.id);
      if (row.status !== "pending") throw new HttpError(409, INVITATION_MSG.requestAnswered);
      const answer = (trx: typeof k) => answerInvitationRequest(trx, row.id, body.status);
      if (body.status === "declined") {
        await k.transaction().execute(answer);
        return {
          message: INVITATION_MSG.requestDeclined,
          request: { ...row, status: body.status },
          invitation_id: null,
        };
      }
      // A store's request joins that store; a platform request the store the body names.
      const target = row.website_id === null ? alsoGrantedStore(request) : grantedStore(request);
      if (!target) throw invalid({ website_id: INVITATION_MSG.chooseStore });
      const { website, access } = target;
      const permissions = expandPermissions(body.permissions);
      assertAssignable(access, body.company_role, permissions);
      const input = { email: row.email, company_role: body.company_role, store_owner: 0, permissions };
      const { issued } = await k.transaction().execute(async (trx) => {
        await answer(trx);
        return insertInvitations(trx, website, user.id, [input]);
      });
      await mailInvitations(ctx, website.name, user.name, issued);
      return {
        message: INVITATION_MSG.requestAccepted,
        request: { ...row, status: body.status },
        invitation_id: issued[0]?.id ?? null,
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
      const updated = await updateInvitationRequest(k, id, set);
      return { message: INVITATION_MSG.requestUpdated, request: updated };
    },
  );
}
