import type { AppContext } from "../context.js";
import type { Db } from "../db/types.js";
import { escapeHtml } from "../../domain/notifications.js";
import { endPasswordResets, hashToken, issueUserToken } from "./tokens.js";
import { absoluteUrl } from "../services/public-url.js";

const RESET_MINUTES = 60;

/**
 * Looks the address up and, for an active account, mails it a reset link. The route runs this
 * after it has answered, for known and unknown addresses alike, so the response time does not
 * tell which addresses have accounts.
 */
export async function mailResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await ctx.db.kysely
    .selectFrom("users")
    .select(["id", "name", "email", "deactivated_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user || user.deactivated_at) return;
  const token = await issueUserToken(ctx.db, user.id, "password_reset", RESET_MINUTES);
  const link = absoluteUrl(
    ctx.config,
    `/app/password/reset?token=${token}&email=${encodeURIComponent(user.email)}`,
  );
  await ctx.mailer.send({
    to: user.email,
    subject: "Reset your password",
    text: `Hello ${user.name},\n\nOpen this link to choose a new password:\n${link}\n\nThe link is valid for one hour. If you did not ask for it, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Choose a new password</a></p><p>The link is valid for one hour. If you did not ask for it, ignore this mail.</p>`,
  });
}

/**
 * What every password change does besides storing the hash (reset link, account form): every
 * other session ends and every open reset link dies, so neither a stolen session nor an older
 * mailed link outlives the new password. `keepSession` is the caller's own session, kept.
 */
export async function afterPasswordChange(
  db: Db,
  userId: number,
  keepSession?: string | null,
): Promise<void> {
  let sessions = db.kysely.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSession) sessions = sessions.where("token_hash", "!=", hashToken(keepSession));
  await sessions.execute();
  await endPasswordResets(db, userId);
}
