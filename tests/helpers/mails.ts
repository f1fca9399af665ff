import { expect, vi } from "vitest";
import type { TestApp } from "./test-app.js";

/**
 * Mails in the outbox. Account-link mails (password reset, e-mail confirmation) are queued after
 * the answer is sent, so the answer's timing tells nothing: tests wait for them.
 */
export const mailsTo = async (t: TestApp, to: string) =>
  (await t.db.kysely.selectFrom("outbox").select("id").where("to", "=", to).execute()).length;

/** Waits until `count` mails to the address are in the outbox. */
export const waitForMails = (t: TestApp, to: string, count: number) =>
  vi.waitFor(async () => expect(await mailsTo(t, to)).toBe(count), { timeout: 10_000, interval: 20 });

/** The newest mail to an address, waiting for one to be there. */
export const lastMailTo = (t: TestApp, to: string) =>
  vi.waitFor(
    () =>
      t.db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("to", "=", to)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow(),
    { timeout: 10_000, interval: 20 },
  );
