import type { FastifyInstance } from "fastify";
import { limitRequests } from "../http/rate-limit.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { invalid } from "../errors.js";
import { nowIso } from "../db/json.js";
import { createInvitationRequest } from "../services/invitations/requests.js";
import { storeMembers } from "../services/team/members.js";
import { escapeHtml } from "../../domain/notifications.js";
import { ADMIN_ROLE_ID } from "../../domain/permissions.js";
import { MSG } from "../../domain/messages.js";
import { INVITATION_MSG, storedInvitationRequestSchema } from "../../domain/invitations.js";

export const INVITATION_REQUEST_SENT = "Thank you! Your request has been sent.";

/**
 * /request (guest): a person without an account asks to be invited. Without website_id the
 * platform admins get it; with website_id (a shop request) the store's managers (edit_settings)
 * do. The request is stored for their lists (routes/invitations/requests.ts) and announced by
 * mail (outbox or SMTP) and notification; inviting them is then the invitations flow's job.
 */
export async function invitationRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  await limitRequests(app, ctx.db, {
    name: "store-invitation-request",
    max: ctx.config.loginRateLimit,
    message: MSG.tooManyLogins,
  });

  /** Who hears about the request: the store's managers, or the platform admins. */
  const recipients = async (websiteId: number | undefined) => {
    if (websiteId === undefined)
      return k
        .selectFrom("users")
        .select(["id", "email"])
        .where("role_id", "=", ADMIN_ROLE_ID)
        .where("deactivated_at", "is", null)
        .execute();
    const managers = (await storeMembers(k, websiteId)).filter((m) => m.granted.includes("edit_settings"));
    return managers.map((m) => ({ id: m.user_id, email: m.email }));
  };

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
      const { name, email, company, message, website_id } = request.body;
      const store =
        website_id === undefined
          ? null
          : await k
              .selectFrom("websites")
              .select(["id", "name"])
              .where("id", "=", website_id)
              .where("archived_at", "is", null)
              .executeTakeFirst();
      if (website_id !== undefined && !store) throw invalid({ website_id: INVITATION_MSG.unknownStore });
      const to = await recipients(website_id);
      const who = company ? `${name} <${email}> from ${company}` : `${name} <${email}>`;
      const what = store ? `asks to join ${store.name}.` : "asks for an invitation.";
      const text = `${who} ${what}${message ? `\n\n${message}` : ""}`;
      await createInvitationRequest(
        k,
        {
          name,
          email,
          company: company || null,
          message: message || null,
          website_id: store?.id ?? null,
          status: "pending",
          created_at: nowIso(),
        },
        { userIds: to.map((a) => a.id), type: "invitation", content: `${who} ${what}` },
      );
      for (const recipient of to) {
        await ctx.mailer.send({
          to: recipient.email,
          subject: store ? `Request to join ${store.name} from ${name}` : `Invitation request from ${name}`,
          text,
          html: `<p>${escapeHtml(`${who} ${what}`)}</p>${message ? `<p>${escapeHtml(message)}</p>` : ""}`,
        });
      }
      return { message: INVITATION_REQUEST_SENT };
    },
  );
}
