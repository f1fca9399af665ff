import { join } from "node:path";
import Database from "better-sqlite3";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail the server under test wrote to `to` (server/services/mail.ts keeps every mail in
 * the outbox table of DATA_DIR/app.sqlite), read without touching the server; null when none.
 */
export function lastMailTo(dataDir: string, to: string): OutboxMail | null {
  const db = new Database(join(dataDir, "app.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT "to", subject, text FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .get(to) as OutboxMail | undefined;
    return row ?? null;
  } finally {
    db.close();
  }
}

/** The first link in a mail's text that contains `part`. */
export function linkIn(mail: OutboxMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
