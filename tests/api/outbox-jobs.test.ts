import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_JOB_KIND } from "../../server/services/mail.js";
import { fakeSmtp } from "../helpers/fake-smtp.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** Mail from the outbox is delivered by a durable job (SMTP_URL set), retried while SMTP fails. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

const ctx = () => t.app.ctx;
const outboxRow = (subject: string) =>
  t.db.kysely.selectFrom("outbox").selectAll().where("subject", "=", subject).executeTakeFirstOrThrow();
const jobOf = (outboxId: number) =>
  t.db.kysely.selectFrom("jobs").selectAll().where("key", "=", `mail:${outboxId}`).executeTakeFirstOrThrow();

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp = await fakeSmtp();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

describe("outbox delivery as jobs", () => {
  it("a mail is in the outbox at once and sent by a job, retried after the SMTP server refused it", async () => {
    smtp.refuse.next = 1;
    await ctx().mailer.send({ to: "buyer@example.com", subject: "Outbox retry", text: "Hello" });
    const queued = await outboxRow("Outbox retry");
    expect(queued.to).toBe("buyer@example.com");
    expect((await jobOf(queued.id)).kind).toBe(MAIL_JOB_KIND);

    await until(async () => (await outboxRow("Outbox retry")).sent_at !== null);
    expect(await jobOf(queued.id)).toMatchObject({ status: "done", attempts: 2 });
    expect((await outboxRow("Outbox retry")).send_error).toBeNull();
    const delivered = smtp.received.data.filter((data) => data.includes("Subject: Outbox retry"));
    expect(delivered).toHaveLength(1);
  });

  it("a mail the SMTP server keeps refusing stays unsent, its error on the outbox row and the job dead", async () => {
    smtp.refuse.next = 100;
    try {
      await ctx().mailer.send({ to: "buyer@example.com", subject: "Outbox gives up", text: "Hello" });
      const row = await outboxRow("Outbox gives up");
      // Fewer attempts than a real mail gets, so the test does not wait for every backoff.
      await until(async () => (await jobOf(row.id)).status === "failed");
      await t.db.kysely
        .updateTable("jobs")
        .set({ max_attempts: 2, run_at: new Date().toISOString() })
        .where("id", "=", (await jobOf(row.id)).id)
        .execute();
      await until(async () => (await jobOf(row.id)).status === "dead");
      const after = await outboxRow("Outbox gives up");
      expect(after.sent_at).toBeNull();
      expect(after.send_error).toContain("451");
      expect((await jobOf(row.id)).last_error).toContain("451");
      expect(smtp.received.data.some((data) => data.includes("Subject: Outbox gives up"))).toBe(false);
    } finally {
      smtp.refuse.next = 0;
    }
  });

  it("without SMTP_URL a mail stays in the outbox and no job is queued", async () => {
    const plain = await createTestApp();
    try {
      await plain.app.ctx.mailer.send({
        to: "buyer@example.com",
        subject: "Outbox only",
        text: "Hello",
      });
      const row = await plain.db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("subject", "=", "Outbox only")
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      const jobs = await plain.db.kysely
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", MAIL_JOB_KIND)
        .execute();
      expect(jobs).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
