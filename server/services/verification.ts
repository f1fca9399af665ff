import type { AppContext } from "../context.js";
import type { User } from "../db/schema.js";
import { issueUserToken } from "../auth/tokens.js";
import { escapeHtml } from "../../domain/notifications.js";
import { absoluteUrl } from "./public-url.js";

const VERIFY_MINUTES = 60 * 24 * 3;
/**
 * The link also carries a single-use login token (etoken), so opening it signs the user in. A
 * mailed sign-in is a credential: it lives as long as a password-reset link, not the 3 days of
 * the confirmation itself, which still works after it.
 */
export const VERIFY_LOGIN_MINUTES = 60;

/** Mails a single-use link to /app/verify, for a new account or a changed address. */
export async function sendVerificationMail(
  ctx: AppContext,
  user: Pick<User, "id" | "name" | "email">,
  changedAddress = false,
): Promise<void> {
  const token = await issueUserToken(ctx.db, user.id, "verify_email", VERIFY_MINUTES);
  const etoken = await issueUserToken(ctx.db, user.id, "login", VERIFY_LOGIN_MINUTES);
  const link = absoluteUrl(ctx.config, `/app/verify?token=${token}&etoken=${etoken}`);
  const what = changedAddress ? "your new email address" : "your email address";
  const valid = "The link is valid for 3 days; opened within an hour, it also signs you in.";
  await ctx.mailer.send({
    to: user.email,
    subject: "Confirm your email address",
    text: `Hello ${user.name},\n\nPlease confirm ${what} by opening this link:\n${link}\n\n${valid}`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>Please confirm ${what}:</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>${valid}</p>`,
  });
}
