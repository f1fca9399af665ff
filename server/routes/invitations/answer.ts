import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { userDto } from "../../services/users/dto.js";
import { acceptInvitationSchema, INVITATION_MSG } from "../../../domain/invitations.js";
import { tokenSchema } from "../../../domain/validation.js";
import { idParam } from "../../http/params.js";
import {
  acceptInvitationByToken,
  acceptOwnInvitation,
  checkInvitation,
  declineInvitationByToken,
  declineOwnInvitation,
} from "../../services/invitations/answer.js";

const tags = ["invitations"];
const message = z.object({ message: z.string() });

/** Answering an invitation, by the mailed link (public) or by id for the signed-in invitee. */
export async function invitationAnswerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/invitation/check",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Whether the mailed token is a pending, unexpired invitation (answers nothing): its store, and whether accepting needs a new name and password",
        body: tokenSchema,
        response: {
          200: z
            .object({
              website_name: z.string(),
              needs_account: z.boolean().describe("no verified account has the invited address yet"),
            })
            .describe("The invitation can be answered"),
        },
      },
    },
    async (request) => checkInvitation(ctx, request.body.token),
  );

  r.post(
    "/api/accept/invitation",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Accept by the mailed token. Without an account (or with one never verified) send name, password and password_confirmation: the account is created email-verified. Signs the invitee in.",
        body: acceptInvitationSchema,
        response: { 200: z.object({ user: z.unknown(), access_token: z.string() }) },
      },
    },
    async (request) => {
      const { user, accessToken } = await acceptInvitationByToken(ctx, request.body);
      return { user: await userDto(ctx.db, ctx.urls, user), access_token: accessToken };
    },
  );

  r.post(
    "/api/decline/invitation",
    {
      config: { access: "public" },
      schema: { tags, summary: "Decline by the mailed token", body: tokenSchema, response: { 200: message } },
    },
    async (request) => {
      await declineInvitationByToken(ctx, request.body.token);
      return { message: INVITATION_MSG.declined };
    },
  );

  r.post(
    "/api/accept/invitation/:id",
    {
      // The caller's own invitation only: it must be addressed to their verified e-mail.
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in invitee accepts their invitation (verified address)",
        params: idParam,
        response: { 200: z.object({ message: z.string(), website_id: z.number(), user: z.unknown() }) },
      },
    },
    async (request) => {
      const { websiteId, user } = await acceptOwnInvitation(ctx, currentUser(request), request.params.id);
      return {
        message: INVITATION_MSG.accepted,
        website_id: websiteId,
        user: await userDto(ctx.db, ctx.urls, user),
      };
    },
  );

  r.post(
    "/api/decline/invitation/:id",
    {
      // The caller's own invitation only: it must be addressed to their verified e-mail.
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in invitee declines their invitation",
        params: idParam,
        response: { 200: message },
      },
    },
    async (request) => {
      await declineOwnInvitation(ctx, currentUser(request), request.params.id);
      return { message: INVITATION_MSG.declined };
    },
  );
}
