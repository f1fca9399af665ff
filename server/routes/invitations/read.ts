import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { MSG } from "../../../domain/messages.js";
import { INVITATION_STATUSES } from "../../../domain/invitations.js";
import { invitationDto } from "../../../domain/contracts/store-team.js";
import {
  ownInvitationsPage,
  readInvitation,
  storeInvitationsPage,
} from "../../services/invitations/reads.js";
import { pageOf, pageQuery, pageSchema } from "../../http/paging.js";
import { idParam, recordId } from "../../http/params.js";
import { grantedStore } from "../../http/access.js";

const tags = ["invitations"];

export async function invitationReadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/get/invitations",
    {
      // mine=1: the caller's own invitations; else a store's, for its managers.
      config: {
        access: {
          when: "query.mine",
          is: ["1", "true"],
          then: "signed-in",
          otherwise: { right: "edit_settings", from: ["query.website_id", "active"] },
        },
      },
      schema: {
        tags,
        summary:
          "A store's invitations, newest first (website_id or X-Website-Id; edit_settings), or with mine=1 the caller's own open invitations",
        querystring: z.object({
          website_id: recordId.optional(),
          mine: z.enum(["0", "1", "true", "false"]).optional(),
          status: z.enum(INVITATION_STATUSES).optional(),
          ...pageQuery,
        }),
        response: { 200: pageSchema(invitationDto) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, status } = request.query;
      const perPage = request.query.per_page ?? user.page_view;
      const { rows, total } =
        request.query.mine === "1" || request.query.mine === "true"
          ? await ownInvitationsPage(ctx, user, page, perPage)
          : await storeInvitationsPage(ctx, grantedStore(request).website.id, status, page, perPage);
      return pageOf(rows, total, page, perPage);
    },
  );

  r.get(
    "/api/get/invitations/:id",
    {
      // The invitee, or else a manager of the invitation's store; anyone else learns nothing.
      config: {
        access: {
          either: [
            { addressee: { table: "invitations", column: "email", missing: MSG.notFound } },
            { right: "edit_settings", from: { record: "invitations" }, missing: MSG.notFound },
          ],
        },
      },
      schema: {
        tags,
        summary:
          "One invitation: for a manager of its store (edit_settings), or for the invitee (verified address)",
        params: idParam,
        response: { 200: invitationDto },
      },
    },
    async (request) => readInvitation(ctx, request.params.id),
  );
}
