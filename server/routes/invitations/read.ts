import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { HttpError, notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import { INVITATION_MSG, INVITATION_STATUSES } from "../../../domain/invitations.js";
import { invitationDto } from "../../../domain/contracts/store-team.js";
import { invitationQuery, toInvitationDto } from "../../services/invitations/reads.js";
import { fetchPage, pageQuery, pageSchema } from "../../http/paging.js";
import { idParam, recordId } from "../../http/params.js";
import { grantedStore } from "../../http/access.js";

const tags = ["invitations"];

export async function invitationReadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
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
      const now = nowIso();
      let base = invitationQuery(k);
      if (request.query.mine === "1" || request.query.mine === "true") {
        // An unverified account may have been registered by someone else with this address.
        if (!user.email_verified_at) throw new HttpError(403, INVITATION_MSG.verifyFirst);
        base = base
          .where("invitations.email", "=", user.email)
          .where("invitations.status", "=", "pending")
          .where("invitations.expires_at", ">", now);
      } else {
        const websiteId = grantedStore(request).website.id;
        base = base.where("invitations.website_id", "=", websiteId);
        if (status === "pending")
          base = base.where("invitations.status", "=", "pending").where("invitations.expires_at", ">", now);
        else if (status === "expired")
          base = base.where((eb) =>
            eb.or([
              eb("invitations.status", "=", "expired"),
              eb.and([eb("invitations.status", "=", "pending"), eb("invitations.expires_at", "<=", now)]),
            ]),
          );
        else if (status) base = base.where("invitations.status", "=", status);
      }
      return fetchPage(
        page,
        perPage,
        async (limit, offset) =>
          (
            await base
              .orderBy("invitations.created_at", "desc")
              .orderBy("invitations.id", "desc")
              .limit(limit)
              .offset(offset)
              .execute()
          ).map(toInvitationDto),
        () =>
          base
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow(),
      );
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
    async (request) => {
      const row = await invitationQuery(k).where("invitations.id", "=", request.params.id).executeTakeFirst();
      if (!row) throw notFound();
      return toInvitationDto(row);
    },
  );
}
