import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { INVITATION_MSG, type storedInvitationRequestSchema } from "../../../domain/invitations.js";
import { escapeHtml } from "../../../domain/notifications.js";
import { ADMIN_ROLE_ID } from "../../../domain/permissions.js";
import { storeMembers } from "../team/members.js";
import { createInvitationRequest } from "./requests.js";

/** Who hears about a request: the store's managers (edit_settings), or the active platform admins. */
async function recipients(ctx: AppContext, websiteId: number | undefined) {
  const k = ctx.db.kysely;
  if (websiteId === undefined)
    return k
      .selectFrom("users")
      .select(["id", "email"])
      .where("role_id", "=", ADMIN_ROLE_ID)
      .where("deactivated_at", "is", null)
      .execute();
  const managers = (await storeMembers(k, websiteId)).filter((m) => m.granted.includes("edit_settings"));
  return managers.map((m) => ({ id: m.user_id, email: m.email }));
}

/**
 * A guest asks for an invitation: to the platform, or with website_id to join that store (an
 * unknown or archived store is invalid). The request is stored and announced by notification in
 * one transaction, then mailed to each recipient.
 */
export async function submitInvitationRequest(
  ctx: AppContext,
  body: z.infer<typeof storedInvitationRequestSchema>,
): Promise<void> {
  const { name, email, company, message, website_id } = body;
  const store =
    website_id === undefined
      ? null
      : await ctx.db.kysely
          .selectFrom("websites")
          .select(["id", "name"])
          .where("id", "=", website_id)
          .where("archived_at", "is", null)
          .executeTakeFirst();
  if (website_id !== undefined && !store) throw invalid({ website_id: INVITATION_MSG.unknownStore });
  const to = await recipients(ctx, website_id);
  const who = company ? `${name} <${email}> from ${company}` : `${name} <${email}>`;
  const what = store ? `asks to join ${store.name}.` : "asks for an invitation.";
  const text = `${who} ${what}${message ? `\n\n${message}` : ""}`;
  await createInvitationRequest(
    ctx.db.kysely,
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
}
