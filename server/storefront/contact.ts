import type { ContactMessage } from "../../domain/sections.js";
import type { AppContext } from "../context.js";
import { escapeHtml as esc } from "../services/sanitize/entities.js";
import type { StoreRow } from "./load.js";

/**
 * Who reads a store's contact form: its contact emails (Store settings), else the order
 * recipient address, else the owner.
 */
export async function contactRecipients(ctx: AppContext, websiteId: number): Promise<string[]> {
  const k = ctx.db.kysely;
  const listed = await k
    .selectFrom("store_contact_emails")
    .select("email")
    .where("website_id", "=", websiteId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  if (listed.length > 0) return listed.map((r) => r.email);
  const store = await k
    .selectFrom("websites")
    .innerJoin("users", "users.id", "websites.user_id")
    .select(["websites.recipient_email", "users.email"])
    .where("websites.id", "=", websiteId)
    .executeTakeFirst();
  const fallback = store?.recipient_email || store?.email;
  return fallback ? [fallback] : [];
}

export async function sendContactMessage(
  ctx: AppContext,
  store: StoreRow,
  m: ContactMessage,
): Promise<number> {
  const from = m.name || `${m.first_name ?? ""} ${m.last_name ?? ""}`.trim();
  const lines: [string, string | undefined][] = [
    ["Name", from],
    ["E-mail", m.email],
    ["Business name", m.business_name],
    ["Phone", m.phone],
    ["Address", m.address],
  ];
  const shown = lines.filter((l): l is [string, string] => typeof l[1] === "string" && l[1] !== "");
  const text = `${shown.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${m.message}\n`;
  const html =
    `<p>${shown.map(([k, v]) => `<strong>${esc(k)}:</strong> ${esc(v)}`).join("<br>")}</p>` +
    `<p>${esc(m.message).replace(/\n/g, "<br>")}</p>`;
  const recipients = await contactRecipients(ctx, store.id);
  for (const to of recipients) {
    await ctx.mailer.send({
      to,
      subject: `New message from ${store.name}: ${from}`.slice(0, 200),
      text,
      html,
    });
  }
  return recipients.length;
}
