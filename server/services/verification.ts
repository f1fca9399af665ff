import type { AppContext } from "../context.js";
import type { User } from "../db/schema.js";
import { issueUserToken } from "../auth/tokens.js";
import { escapeHtml } from "../../domain/notifications.js";
import { absoluteUrl } from "../http/public-url.js";

const VERIFY_MINUTES = 60 * 24 * 3;

/** Mails a single-use link to /app/verify, for a new account or a changed address. */
export async function sendVerificationMail(
  ctx: AppContext,
  user: Pick<User, "id" | "name" | "email">,
  changedAddress = false,
): Promise<void> {
  const token = await issueUserToken(ctx.db, user.id, "verify_email", VERIFY_MINUTES);
  const link = absoluteUrl(ctx.config, `/app/verify?token=${token}`);
  const what = changedAddress ? "your new email address" : "your email address";
  await ctx.mailer.send({
    to: user.email,
    subject: "Confirm your email address",
    text: `Hello ${user.name},\n\nPlease confirm ${what} by opening this link:\n${link}\n\nThe link is valid for 3 days.`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>Please confirm ${what}:</p><p><a href="${link}">Confirm my email</a></p><p>The link is valid for 3 days.</p>`,
  });
}
