import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/types.js";
import { nowIso } from "../db/json.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every mail is written to the outbox table first (admins and tests read it there); with
 * SMTP_URL set it is also sent through nodemailer and marked sent.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const row = await this.db.kysely
      .insertInto("outbox")
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!this.transport) return;
    await this.transport.sendMail({ from: this.from, ...mail });
    await this.db.kysely.updateTable("outbox").set({ sent_at: nowIso() }).where("id", "=", row.id).execute();
  }
}
