import type { AppContext } from "../context.js";
import { escapeHtml } from "../../domain/notifications.js";

/**
 * Tells the old address that the account's e-mail changed, so an owner whose session was
 * stolen learns of the takeover while the old mailbox is still theirs.
 */
export async function sendEmailChangedNotice(
  ctx: AppContext,
  change: { name: string; oldEmail: string; newEmail: string },
): Promise<void> {
  const { name, oldEmail, newEmail } = change;
  const advice = "If you did not make this change, contact support right away to get your account back.";
  await ctx.mailer.send({
    to: oldEmail,
    subject: "Your email address was changed",
    text: `Hello ${name},\n\nThe email address of your account was changed from ${oldEmail} to ${newEmail}.\n\n${advice}`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>The email address of your account was changed from ${escapeHtml(oldEmail)} to ${escapeHtml(newEmail)}.</p><p>${escapeHtml(advice)}</p>`,
  });
}
