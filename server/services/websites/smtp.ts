import type { Kysely } from "kysely";
import type { Database, StoreSmtpSettingsTable } from "../../db/schema.js";
import type { Insertable, Selectable } from "kysely";
import { nowIso } from "../../db/json.js";
import { recordActivity } from "../activity/record.js";

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
export async function saveStoreSmtp(
  k: Q,
  websiteId: number,
  values: SmtpValues | null,
): Promise<SmtpRow | null> {
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
