import { z } from "zod";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import { escapeHtml } from "../notify.js";

interface Sender {
  name: string;
  email: string;
}

interface Store {
  name: string;
  user_id: number;
  data: unknown;
}

/** The store's contact address (data.contact_email when it is one), else the owner's email. */
async function recipient(ctx: AppContext, website: Store): Promise<string> {
  const data = fromJson<Record<string, unknown>>(website.data, {});
  const configured = data.contact_email;
  if (typeof configured === "string" && z.email().safeParse(configured).success) return configured;
  const owner = await ctx.db.kysely
    .selectFrom("users")
    .select("email")
    .where("id", "=", website.user_id)
    .executeTakeFirstOrThrow();
  return owner.email;
}

/** The contact form: mails name and content, signed by the sender, to the store's contact address. */
export async function sendStoreMessage(
  ctx: AppContext,
  user: Sender,
  website: Store,
  message: { name: string; content: string },
): Promise<void> {
  const to = await recipient(ctx, website);
  const { name, content } = message;
  await ctx.mailer.send({
    to,
    subject: `Message from ${name} (${website.name})`,
    text: `${content}\n\n--\n${name}\nSent by ${user.name} <${user.email}> from the ${website.name} back office.`,
    html:
      `<p>${escapeHtml(content).replace(/\n/g, "<br>")}</p><hr>` +
      `<p>${escapeHtml(name)}<br>Sent by ${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt; ` +
      `from the ${escapeHtml(website.name)} back office.</p>`,
  });
}
