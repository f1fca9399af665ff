import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { escapeHtml, storeTeam } from "../../services/notify.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../errors.js";
import {
  privateAddressOf,
  SecretBox,
  sendWithStoreSmtp,
  type StoreSmtp,
} from "../../services/smtp-settings.js";
import type { Mail } from "../../services/mail.js";
import { smtpSettingsSchema, STORE_MSG, TEST_EMAIL_TYPES, websiteIdField } from "../../../domain/stores.js";
import { smtpDto } from "./detail-dto.js";
import { saveStoreSmtp } from "../../services/websites/smtp.js";
import { idParam } from "../../http/params.js";

const TEST_TEXTS: Record<(typeof TEST_EMAIL_TYPES)[number], { subject: string; text: string }> = {
  smtp: { subject: "Test email", text: "This is a test email. Your store's mail settings work." },
  order: {
    subject: "Order confirmation (test)",
    text: "This is how your buyers' order confirmations will arrive.",
  },
  contact: { subject: "Contact form message (test)", text: "This is how contact-form messages will arrive." },
};

/** Per-store SMTP settings and the test email that really goes through them. */
export async function websiteSmtpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = new SecretBox(ctx.secret);
  // Off by default: see privateAddressOf. A local mail catcher in development needs it on.
  const assertPublicHost = async (host: string) => {
    if (process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS === "true") return;
    if ((await privateAddressOf(host)) !== null) throw invalid({ host: STORE_MSG.smtpHostNotAllowed });
  };

  const loadSmtp = async (websiteId: number): Promise<StoreSmtp | null> => {
    const row = await k
      .selectFrom("store_smtp_settings")
      .selectAll()
      .where("website_id", "=", websiteId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      host: row.host,
      port: row.port,
      secure: row.secure === 1,
      username: row.username,
      password: row.password_enc ? box.open(row.password_enc) : null,
      from_email: row.from_email,
      from_name: row.from_name,
    };
  };

  r.post(
    "/api/websites/:id/update-smtp",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Set the store's own SMTP server (edit_settings); the password is stored encrypted and kept when omitted; {remove: true} deletes the settings; hosts on private networks are refused unless STORE_SMTP_ALLOW_PRIVATE_HOSTS=true",
        params: idParam,
        body: smtpSettingsSchema,
        response: { 200: z.object({ message: z.string(), smtp: smtpDto.nullable() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const body = request.body;
      if (body.remove === true) {
        await saveStoreSmtp(k, website.id, null);
        return { message: STORE_MSG.smtpRemoved, smtp: null };
      }
      await assertPublicHost(body.host);
      // Omitted: keep the stored password; "" or null: no password.
      const password =
        body.password === undefined
          ? undefined
          : body.password === null || body.password === ""
            ? null
            : box.seal(body.password);
      const row = (await saveStoreSmtp(k, website.id, {
        host: body.host,
        port: body.port,
        secure: body.secure ? 1 : 0,
        username: body.username,
        from_email: body.from_email,
        from_name: body.from_name,
        ...(password !== undefined ? { password_enc: password } : {}),
      }))!;
      return {
        message: STORE_MSG.smtpUpdated,
        smtp: {
          host: row.host,
          port: row.port,
          secure: row.secure === 1,
          username: row.username,
          from_email: row.from_email,
          from_name: row.from_name,
          has_password: row.password_enc !== null,
        },
      };
    },
  );

  r.post(
    "/api/websites/test/email",
    {
      config: { access: { right: "edit_settings", from: "body.website_id" } },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Send a test email (edit_settings) to the caller or a store member (user_id) through the store's SMTP server, else the platform mailer (outbox); a failure answers 422 with the transport's error",
        body: z.object({
          website_id: websiteIdField,
          type: z.enum(TEST_EMAIL_TYPES).default("smtp"),
          user_id: z.number().int().positive().optional(),
        }),
        response: {
          200: z.object({ message: z.string(), to: z.string(), via: z.enum(["store_smtp", "platform"]) }),
        },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const caller = currentUser(request);
      let to = caller.email;
      if (request.body.user_id !== undefined && request.body.user_id !== caller.id) {
        // Only the store's own people: the call must not become a way to mail any user.
        if (!(await storeTeam(k, website.id)).includes(request.body.user_id)) {
          throw invalid({ user_id: STORE_MSG.testRecipientUnknown });
        }
        const user = await k
          .selectFrom("users")
          .select("email")
          .where("id", "=", request.body.user_id)
          .executeTakeFirstOrThrow();
        to = user.email;
      }
      const texts = TEST_TEXTS[request.body.type];
      const mail: Mail = {
        to,
        subject: `${website.name}: ${texts.subject}`,
        text: texts.text,
        html: `<p>${escapeHtml(texts.text)}</p><p>${escapeHtml(website.name)}</p>`,
      };
      const smtp = await loadSmtp(website.id);
      // Checked again when sending: the host's DNS may point elsewhere since it was saved.
      if (smtp) await assertPublicHost(smtp.host);
      try {
        if (!smtp) {
          await ctx.mailer.sendNow(mail);
          return { message: STORE_MSG.testEmailSent, to, via: "platform" as const };
        }
        await sendWithStoreSmtp(smtp, mail);
      } catch (error) {
        // The transport's own words (connection refused, authentication failed...) tell the user what to fix.
        const reason = error instanceof Error ? error.message : String(error);
        throw invalid({ smtp: STORE_MSG.testEmailFailed(reason) });
      }
      // Kept in the outbox too, marked sent, like every mail the platform sends.
      const now = nowIso();
      await k
        .insertInto("outbox")
        .values({
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          created_at: now,
          sent_at: now,
        })
        .execute();
      return { message: STORE_MSG.testEmailSent, to, via: "store_smtp" as const };
    },
  );
}
