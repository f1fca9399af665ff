import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, StoreSmtpSettingsTable, User, Website } from "../../db/schema.js";
import type { Insertable, Selectable } from "kysely";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import { STORE_MSG, TEST_EMAIL_TYPES, type SmtpSettingsInput } from "../../../domain/stores.js";
import { recordActivity } from "../activity/record.js";
import type { Mail } from "../mail.js";
import { escapeHtml } from "../notify.js";
import { storeTeamIds } from "../team/members.js";
import { privateAddressOf, SecretBox, sendWithStoreSmtp, type StoreSmtp } from "../smtp-settings.js";

type Q = Kysely<Database>;
type SmtpRow = Selectable<StoreSmtpSettingsTable>;
/** The columns a save sets; `password_enc` absent keeps the stored password. */
export type SmtpValues = Omit<Insertable<StoreSmtpSettingsTable>, "website_id" | "created_at" | "updated_at">;

/**
 * The store's SMTP settings as the trail compares them, named "smtp_…"; the password is a secret
 * field, so the trail says it changed and never to what.
 */
function trailFields(row: SmtpRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return {
    smtp_host: row.host,
    smtp_port: row.port,
    smtp_secure: row.secure,
    smtp_username: row.username,
    smtp_password: row.password_enc,
    smtp_from_email: row.from_email,
    smtp_from_name: row.from_name,
  };
}

const smtpRow = (q: Q, websiteId: number) =>
  q.selectFrom("store_smtp_settings").selectAll().where("website_id", "=", websiteId).executeTakeFirst();

/** Saves (or, with `values` null, removes) a store's SMTP settings and records it as a settings change. */
async function writeStoreSmtp(k: Q, websiteId: number, values: SmtpValues | null): Promise<SmtpRow | null> {
  return k.transaction().execute(async (trx) => {
    const before = await smtpRow(trx, websiteId);
    if (values === null) {
      await trx.deleteFrom("store_smtp_settings").where("website_id", "=", websiteId).execute();
    } else {
      const now = nowIso();
      const { password_enc, ...rest } = values;
      const set = { ...rest, updated_at: now, ...(password_enc !== undefined ? { password_enc } : {}) };
      await trx
        .insertInto("store_smtp_settings")
        .values({ ...set, website_id: websiteId, password_enc: password_enc ?? null, created_at: now })
        .onConflict((oc) => oc.column("website_id").doUpdateSet(set))
        .execute();
    }
    const after = await smtpRow(trx, websiteId);
    await recordActivity(trx, {
      entity: "Website",
      entityId: websiteId,
      action: "settings",
      websiteId,
      before: trailFields(before),
      after: trailFields(after),
    });
    return after ?? null;
  });
}

/** Off by default: see privateAddressOf. A local mail catcher in development needs it on. */
async function assertPublicHost(host: string): Promise<void> {
  if (process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS === "true") return;
  if ((await privateAddressOf(host)) !== null) throw invalid({ host: STORE_MSG.smtpHostNotAllowed });
}

/**
 * Saves a store's own SMTP server, or removes it ({remove: true}). A host on a private network is
 * refused; the password is stored sealed, kept when omitted and cleared when "" or null. Answers
 * the stored settings (null once removed).
 */
export async function saveStoreSmtp(
  ctx: AppContext,
  websiteId: number,
  input: SmtpSettingsInput,
): Promise<SmtpRow | null> {
  const k = ctx.db.kysely;
  if (input.remove === true) return writeStoreSmtp(k, websiteId, null);
  await assertPublicHost(input.host);
  const password =
    input.password === undefined
      ? undefined
      : input.password === null || input.password === ""
        ? null
        : new SecretBox(ctx.secret).seal(input.password);
  return writeStoreSmtp(k, websiteId, {
    host: input.host,
    port: input.port,
    secure: input.secure ? 1 : 0,
    username: input.username,
    from_email: input.from_email,
    from_name: input.from_name,
    ...(password !== undefined ? { password_enc: password } : {}),
  });
}

/** The store's SMTP server with its password unsealed, or null when the store has none. */
async function loadStoreSmtp(ctx: AppContext, websiteId: number): Promise<StoreSmtp | null> {
  const row = await smtpRow(ctx.db.kysely, websiteId);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    secure: row.secure === 1,
    username: row.username,
    password: row.password_enc ? new SecretBox(ctx.secret).open(row.password_enc) : null,
    from_email: row.from_email,
    from_name: row.from_name,
  };
}

const TEST_TEXTS: Record<(typeof TEST_EMAIL_TYPES)[number], { subject: string; text: string }> = {
  smtp: { subject: "Test email", text: "This is a test email. Your store's mail settings work." },
  order: {
    subject: "Order confirmation (test)",
    text: "This is how your buyers' order confirmations will arrive.",
  },
  contact: { subject: "Contact form message (test)", text: "This is how contact-form messages will arrive." },
};

/**
 * Sends a test email to the caller, or to one of the store's people (`userId`), through the
 * store's SMTP server, else the platform mailer. A failure is refused with the transport's own
 * words. Answers where it went and which way.
 */
export async function sendStoreTestEmail(
  ctx: AppContext,
  website: Website,
  caller: User,
  input: { type: (typeof TEST_EMAIL_TYPES)[number]; userId?: number },
): Promise<{ to: string; via: "store_smtp" | "platform" }> {
  const k = ctx.db.kysely;
  let to = caller.email;
  if (input.userId !== undefined && input.userId !== caller.id) {
    // Only the store's own people: the call must not become a way to mail any user.
    if (!(await storeTeamIds(k, website.id)).includes(input.userId)) {
      throw invalid({ user_id: STORE_MSG.testRecipientUnknown });
    }
    const user = await k
      .selectFrom("users")
      .select("email")
      .where("id", "=", input.userId)
      .executeTakeFirstOrThrow();
    to = user.email;
  }
  const texts = TEST_TEXTS[input.type];
  const mail: Mail = {
    to,
    subject: `${website.name}: ${texts.subject}`,
    text: texts.text,
    html: `<p>${escapeHtml(texts.text)}</p><p>${escapeHtml(website.name)}</p>`,
  };
  const smtp = await loadStoreSmtp(ctx, website.id);
  // Checked again when sending: the host's DNS may point elsewhere since it was saved.
  if (smtp) await assertPublicHost(smtp.host);
  try {
    if (!smtp) {
      await ctx.mailer.sendNow(mail);
      return { to, via: "platform" };
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
  return { to, via: "store_smtp" };
}
