import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { HttpError } from "../errors.js";
import { notify } from "../services/notify.js";
import { escapeHtml } from "../../domain/notifications.js";
import { ADMIN_ROLE_ID } from "../../domain/permissions.js";
import { MSG } from "../../domain/messages.js";
import { invitationRequestSchema } from "../../domain/validation.js";

export const INVITATION_REQUEST_SENT = "Thank you! Your request has been sent.";

/**
 * /request (guest): a person without an account asks to be invited. The platform admins get a
 * mail (outbox or SMTP) and a notification; inviting them is then the invitations flow's job.
 */
export async function invitationRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(rateLimit, {
    max: ctx.config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, MSG.tooManyLogins),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/request/invitation",
    {
      config: { public: true },
      schema: {
        tags: ["invitations"],
        summary: "Ask the platform admins for an invitation",
        body: invitationRequestSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { name, email, company, message } = request.body;
      const admins = await ctx.db.kysely
        .selectFrom("users")
        .select(["id", "email"])
        .where("role_id", "=", ADMIN_ROLE_ID)
        .where("deactivated_at", "is", null)
        .execute();
      const who = company ? `${name} <${email}> from ${company}` : `${name} <${email}>`;
      const text = `${who} asks for an invitation.${message ? `\n\n${message}` : ""}`;
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await notify(trx, {
          userIds: admins.map((a) => a.id),
          type: "invitation",
          content: `${who} asks for an invitation.`,
        });
      });
      for (const admin of admins) {
        await ctx.mailer.send({
          to: admin.email,
          subject: `Invitation request from ${name}`,
          text,
          html: `<p>${escapeHtml(who)} asks for an invitation.</p>${message ? `<p>${escapeHtml(message)}</p>` : ""}`,
        });
      }
      return { message: INVITATION_REQUEST_SENT };
    },
  );
}
