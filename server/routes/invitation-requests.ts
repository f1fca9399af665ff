import type { FastifyInstance } from "fastify";
import { limitRequests } from "../http/rate-limit.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { submitInvitationRequest } from "../services/invitations/submit-request.js";
import { MSG } from "../../domain/messages.js";
import { storedInvitationRequestSchema } from "../../domain/invitations.js";

export const INVITATION_REQUEST_SENT = "Thank you! Your request has been sent.";

/**
 * /request (guest): a person without an account asks to be invited. Without website_id the
 * platform admins get it; with website_id (a shop request) the store's managers (edit_settings)
 * do. The request is stored for their lists (routes/invitations/requests.ts) and announced by
 * mail (outbox or SMTP) and notification; inviting them is then the invitations flow's job.
 */
export async function invitationRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await limitRequests(app, ctx.db, {
    name: "store-invitation-request",
    max: ctx.config.loginRateLimit,
    message: MSG.tooManyLogins,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/request/invitation",
    {
      config: { access: "public" },
      schema: {
        tags: ["invitations"],
        summary: "Ask for an invitation: to the platform (admins), or with website_id to join that store",
        body: storedInvitationRequestSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await submitInvitationRequest(ctx, request.body);
      return { message: INVITATION_REQUEST_SENT };
    },
  );
}
