import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { smtpSettingsSchema, STORE_MSG, TEST_EMAIL_TYPES, websiteIdField } from "../../../domain/stores.js";
import { smtpAnswer, smtpDto } from "./detail-dto.js";
import { saveStoreSmtp, sendStoreTestEmail } from "../../services/websites/smtp.js";
import { idParam } from "../../http/params.js";

/** Per-store SMTP settings and the test email that really goes through them. */
export async function websiteSmtpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const row = await saveStoreSmtp(ctx, website.id, request.body);
      return row
        ? { message: STORE_MSG.smtpUpdated, smtp: smtpAnswer(row) }
        : { message: STORE_MSG.smtpRemoved, smtp: null };
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
      const sent = await sendStoreTestEmail(ctx, website, currentUser(request), {
        type: request.body.type,
        userId: request.body.user_id,
      });
      return { message: STORE_MSG.testEmailSent, ...sent };
    },
  );
}
