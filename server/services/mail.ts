import nodemailer, { type Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Db } from "../db/types.js";
import { fromJson, nowIso } from "../db/json.js";
import { enqueue } from "../jobs/queue.js";
import { wakeWorkers, type JobHandler } from "../jobs/worker.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAIL_JOB_KIND = "mail";
/** Delivery attempts of one mail before it is given up (1 s, 2 s, 4 s, 8 s apart). */
export const MAIL_MAX_ATTEMPTS = 5;

/** The mail as a new outbox row (what every mail leaves, sent or not), in `db` or a transaction. */
function intoOutbox(db: Kysely<Database>, mail: Mail) {
  return db
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
}

/**
 * Every mail is written to the outbox table first (admins and tests read it there); with
 * SMTP_URL set, a durable job queued with it delivers it through nodemailer and marks it sent,
 * retried with backoff while the SMTP server fails; a mail out of attempts keeps sent_at null and
 * records the last error in send_error.
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
    const transport = this.transport;
    await this.db.kysely.transaction().execute(async (trx) => {
      const row = await intoOutbox(trx, mail);
      if (transport) {
        await enqueue(
          trx,
          MAIL_JOB_KIND,
          { outbox_id: row.id },
          {
            key: `mail:${row.id}`,
            maxAttempts: MAIL_MAX_ATTEMPTS,
          },
        );
      }
    });
    if (transport) wakeWorkers(this.db);
  }

  /**
   * Writes the mail to the outbox and sends it within the call, for a caller that reports the
   * SMTP server's answer (a test mail): throws the transport's error, recorded on the row too.
   */
  async sendNow(mail: Mail): Promise<void> {
    const row = await intoOutbox(this.db.kysely, mail);
    try {
      await this.deliver(row.id);
    } catch (error) {
      await this.givenUp(row.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /**
   * Sends an outbox mail now and marks it sent; one already sent is left alone (a job run again
   * after its worker died). Throws the transport's error.
   */
  async deliver(outboxId: number): Promise<void> {
    if (!this.transport) return;
    const row = await this.db.kysely
      .selectFrom("outbox")
      .select(["to", "subject", "text", "html", "sent_at"])
      .where("id", "=", outboxId)
      .executeTakeFirst();
    if (!row || row.sent_at) return;
    await this.transport.sendMail({
      from: this.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html !== null ? { html: row.html } : {}),
    });
    await this.db.kysely
      .updateTable("outbox")
      .set({ sent_at: nowIso(), send_error: null })
      .where("id", "=", outboxId)
      .execute();
  }

  /** Delivery gave up: the mail stays unsent with the last error. */
  async givenUp(outboxId: number, error: string): Promise<void> {
    await this.db.kysely
      .updateTable("outbox")
      .set({ send_error: error })
      .where("id", "=", outboxId)
      .execute();
  }
}

const outboxIdOf = (payload: unknown) =>
  typeof payload === "object" && payload !== null && "outbox_id" in payload ? Number(payload.outbox_id) : NaN;

/** The mail job: delivers its outbox mail; out of attempts, records the error on the outbox row. */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return {
    async run({ payload }) {
      await mailer.deliver(outboxIdOf(payload));
    },
    async onDead(job, error) {
      const id = outboxIdOf(fromJson<unknown>(job.payload, null));
      if (Number.isFinite(id)) await mailer.givenUp(id, error);
    },
  };
}
