import type { AppContext } from "../../context.js";
import type { User } from "../../db/schema.js";
import { pageOf } from "../../../domain/contracts/page.js";
import { pageOfQuery } from "../../db/page.js";

/**
 * One-time links (login, verification, password reset, signed files) are blanked: with them a
 * stolen session could reset the password without knowing the current one. The real mail has them.
 */
export function redactLinks(text: string): string {
  return text.replace(/([?&](?:e?token|signature)=)[^&\s"'<>]+/gi, "$1[hidden]");
}

/** A page of the mails sent to the user's address, newest first, with one-time links hidden. */
export async function listSentMails(
  ctx: AppContext,
  user: Pick<User, "email" | "email_verified_at">,
  page: number,
  perPage: number,
) {
  // Only mail sent since this address was verified: an address someone merely typed into their
  // profile does not open mail that was meant for its real owner.
  if (!user.email_verified_at) return pageOf([], 0, page, perPage);
  const base = ctx.db.kysely
    .selectFrom("outbox")
    .where("to", "=", user.email)
    .where("created_at", ">=", user.email_verified_at);
  const mails = await pageOfQuery(
    base,
    (filtered) =>
      filtered
        .select(["id", "to", "subject", "text", "html", "created_at", "sent_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
    page,
    perPage,
  );
  return {
    ...mails,
    data: mails.data.map((m) => ({
      ...m,
      text: redactLinks(m.text),
      html: m.html === null ? null : redactLinks(m.html),
    })),
  };
}
