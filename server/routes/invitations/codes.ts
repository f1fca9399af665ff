import type { FastifyInstance } from "fastify";
import { limitRequests } from "../../http/rate-limit.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { userDto } from "../../services/users/dto.js";
import { MSG } from "../../../domain/messages.js";
import { INVITATION_MSG, invitationCodeSchema, redeemCodeSchema } from "../../../domain/invitations.js";
import { manageStoreOf } from "./rights.js";
import { grantedStore } from "../../http/access.js";
import { invitationCodeDto } from "../../../domain/contracts/store-team.js";
import { issueInvitationCode, redeemInvitationCode } from "../../services/invitations/codes.js";

const tags = ["invitations"];

/**
 * Invitation codes: a short code a manager shares (on a poster, in a chat) instead of mailing each
 * person. Whoever signs in and enters it joins the store with the code's role, until it expires or
 * has been used max_uses times.
 */
export async function invitationCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/create/invitation/code",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary: "Create a short code that joins a store with a role and permissions (edit_settings)",
        body: invitationCodeSchema,
        response: { 201: invitationCodeDto },
      },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      const code = await issueInvitationCode(ctx, website, access, currentUser(request), request.body);
      return reply.code(201).send(code);
    },
  );

  // Guessing codes is the attack on them: entering one is limited like signing in.
  await app.register(async (limited) => {
    await limitRequests(limited, ctx.db, {
      name: "store-invitation-code",
      max: ctx.config.loginRateLimit,
      message: MSG.tooManyLogins,
    });
    // The spec lists POST /api/update/integration among the invitation calls without a shape; it
    // is read here as "integrate me into the store this code names": redeeming an invitation code.
    limited.withTypeProvider<ZodTypeProvider>().post(
      "/api/update/integration",
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary: "Redeem an invitation code: the signed-in user joins the code's store with its role",
          body: redeemCodeSchema,
          response: { 200: z.object({ message: z.string(), website_id: z.number(), user: z.unknown() }) },
        },
      },
      async (request) => {
        const { websiteId, user } = await redeemInvitationCode(ctx, currentUser(request), request.body.code);
        return {
          message: INVITATION_MSG.joined,
          website_id: websiteId,
          user: await userDto(ctx.db, ctx.urls, user),
        };
      },
    );
  });
}
