import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MSG } from "../../domain/account.js";
import { MSG } from "../../domain/messages.js";
import { loadConfig, type Config } from "../../server/config.js";
import { issueUserToken } from "../../server/auth/tokens.js";
import type { Mail } from "../../server/services/mail.js";
import { mailsTo, waitForMails } from "../helpers/mails.js";
import { call, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../helpers/test-app.js";

/** Each block gets its own app (own database), so limits counted in one do not leak into another. */
async function withApp(overrides: Partial<Config>, body: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(overrides);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const fromIp = (ip: string) => ({ "x-forwarded-for": ip });

const attempt = (t: TestApp, email: string, password: string, ip: string) =>
  call(t.app, "POST", "/api/login", { body: { email, password }, headers: fromIp(ip) });

const userId = async (t: TestApp, email: string) =>
  (await t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("TRUST_PROXY", () => {
  it("parses the forms Fastify takes and trusts no proxy when unset", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "2" })).toThrow(/not a hop count/);
  });

  it("by default a rotating X-Forwarded-For does not escape the login limit per IP", async () => {
    await withApp({ loginRateLimit: 3 }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await attempt(t, `ghost${i}@example.com`, "x", `198.51.100.${i}`)).status);
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    });
  });

  it("honours X-Forwarded-For from a trusted proxy", async () => {
    await withApp({ loginRateLimit: 3, trustProxy: ["127.0.0.1"] }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await attempt(t, `ghost${i}@example.com`, "x", `198.51.100.${i}`)).status);
      expect(statuses).toEqual([422, 422, 422, 422, 422]);
      const sameIp: number[] = [];
      for (let i = 0; i < 4; i++)
        sameIp.push((await attempt(t, `other${i}@example.com`, "x", "203.0.113.7")).status);
      expect(sameIp).toEqual([422, 422, 422, 429]);
    });
  });
});

describe("login limit per account", () => {
  it("refuses an account after N failures from many IPs, even with the right password, until the window passes", async () => {
    await withApp({ loginAccountLimit: 3, trustProxy: ["127.0.0.1"] }, async (t) => {
      const failures: number[] = [];
      for (let i = 0; i < 3; i++)
        failures.push((await attempt(t, "owner@example.com", "wrong-pass", `198.51.100.${i}`)).status);
      expect(failures).toEqual([422, 422, 422]);

      const right = await attempt(t, "Owner@Example.com", DEMO_PASSWORD, "198.51.100.50");
      expect(right.status).toBe(429);
      expect(right.json().message).toBe(MSG.tooManyLogins);
      // Unknown addresses are limited the same way, so the limit reveals no accounts.
      for (let i = 0; i < 3; i++)
        await attempt(t, "nobody@example.com", "wrong-pass", `198.51.100.${60 + i}`);
      expect((await attempt(t, "nobody@example.com", "wrong-pass", "198.51.100.70")).status).toBe(429);
      // Other accounts are not affected.
      expect((await attempt(t, "designer@example.com", DEMO_PASSWORD, "198.51.100.0")).status).toBe(200);

      // Once the failures are older than the window, the right password works again.
      const old = new Date(Date.now() - 16 * 60_000).toISOString();
      await t.db.kysely.updateTable("rate_limit_hits").set({ hit_at: old }).execute();
      expect((await attempt(t, "owner@example.com", DEMO_PASSWORD, "198.51.100.51")).status).toBe(200);
    });
  });
});

describe("reset and verification mails are throttled", () => {
  it("per address: the same answer for known and unknown addresses, over the limit no mail", async () => {
    await withApp({ mailAddressLimit: 2, mailIpLimit: 100 }, async (t) => {
      const answers = [];
      for (const email of ["owner@example.com", "nobody@example.com"]) {
        for (let i = 0; i < 4; i++) {
          const res = await call(t.app, "POST", "/api/password/email", { body: { email } });
          answers.push({ status: res.status, body: res.body });
        }
      }
      expect(answers).toEqual(Array(8).fill({ status: 200, body: { message: MSG.resetLinkSent } }));
      await waitForMails(t, "owner@example.com", 2);
      await settle();
      expect(await mailsTo(t, "owner@example.com")).toBe(2);
      expect(await mailsTo(t, "nobody@example.com")).toBe(0);
    });
  });

  it("per IP, which a client's X-Forwarded-For does not change", async () => {
    await withApp({ mailAddressLimit: 100, mailIpLimit: 3 }, async (t) => {
      const people = ["owner@example.com", "designer@example.com", "admin@example.com", "client@example.com"];
      for (const [i, email] of people.entries()) {
        const res = await call(t.app, "POST", "/api/password/email", {
          body: { email },
          headers: fromIp(`198.51.100.${i}`),
        });
        expect(res.json().message).toBe(MSG.resetLinkSent);
      }
      await waitForMails(t, "admin@example.com", 1);
      await settle();
      const sent = await Promise.all(people.map((email) => mailsTo(t, email)));
      expect(sent).toEqual([1, 1, 1, 0]);
    });
  });

  it("verification mails count per address too", async () => {
    await withApp({ mailAddressLimit: 2, mailIpLimit: 100 }, async (t) => {
      const email = "fresh@example.net";
      const registered = await call(t.app, "POST", "/api/register", {
        body: { name: "Fresh", email, password: "secret123", password_confirmation: "secret123" },
      });
      expect(registered.status).toBe(201);
      for (let i = 0; i < 4; i++) {
        const res = await call(t.app, "POST", "/api/email/resend", { body: { email } });
        expect(res.json()).toEqual({ message: MSG.confirmationSent });
      }
      // The sign-up mail plus two resends.
      expect(await mailsTo(t, email)).toBe(3);
    });
  });
});

describe("password reset links", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reset = (token: string, email: string, password: string) =>
    call(t.app, "POST", "/api/password/reset", {
      body: { token, email, password, password_confirmation: password },
    });

  it("using one link ends the older ones", async () => {
    const id = await userId(t, "client@example.com");
    const older = await issueUserToken(t.db, id, "password_reset", 60);
    const newer = await issueUserToken(t.db, id, "password_reset", 60);
    expect((await reset(newer, "client@example.com", "first-new-pass")).status).toBe(200);
    const stale = await reset(older, "client@example.com", "second-new-pass");
    expect(stale.status).toBe(422);
    expect(stale.json().errors).toEqual({ token: MSG.resetLinkInvalid });
    expect(await login(t.app, "client@example.com", "first-new-pass")).toBeTruthy();
  });

  it("changing the password on the account page ends every open link", async () => {
    const id = await userId(t, "salesperson@example.com");
    const link = await issueUserToken(t.db, id, "password_reset", 60);
    const token = await login(t.app, "salesperson@example.com");
    const changed = await call(t.app, "PUT", `/api/users/${id}`, {
      token,
      body: {
        password: "changed-pass-1",
        password_confirmation: "changed-pass-1",
        current_password: DEMO_PASSWORD,
      },
    });
    expect(changed.status).toBe(200);
    expect((await reset(link, "salesperson@example.com", "attacker-pass")).status).toBe(422);
    expect(await login(t.app, "salesperson@example.com", "changed-pass-1")).toBeTruthy();
  });

  it("answers before any lookup or mail work, for known and unknown addresses alike", async () => {
    const mailer = t.app.ctx.mailer;
    const realSend = mailer.send.bind(mailer);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held: Mail[] = [];
    const spy = vi.spyOn(mailer, "send").mockImplementation(async (mail) => {
      held.push(mail);
      await gate;
      await realSend(mail);
    });
    try {
      const answer = (email: string) =>
        Promise.race([
          call(t.app, "POST", "/api/password/email", { body: { email } }),
          new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 2000)),
        ]);
      const known = await answer("designer@example.com");
      const unknown = await answer("nobody@example.com");
      // While the reset mail is held back, both answers are already out, and alike.
      expect(known).not.toBe("still waiting");
      expect(unknown).not.toBe("still waiting");
      if (known === "still waiting" || unknown === "still waiting") return;
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      await vi.waitFor(() => expect(held.map((m) => m.to)).toEqual(["designer@example.com"]));
    } finally {
      open();
      spy.mockRestore();
    }
    await waitForMails(t, "designer@example.com", 1);
  });
});

describe("changing the e-mail", () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await login(t.app, "owner@example.com");
    ownerId = await userId(t, "owner@example.com");
  });
  afterAll(() => t.close());

  const change = (body: Record<string, unknown>, token = owner) =>
    call(t.app, "PUT", `/api/users/${ownerId}`, { token, body });

  it("needs the current password", async () => {
    for (const body of [
      { email: "thief@example.org" },
      { email: "thief@example.org", current_password: "guess" },
    ]) {
      const res = await change(body);
      expect(res.status).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ACCOUNT_MSG.currentPasswordWrong });
    }
    const row = await t.db.kysely
      .selectFrom("users")
      .select("email")
      .where("id", "=", ownerId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("owner@example.com");
    expect(await mailsTo(t, "thief@example.org")).toBe(0);
    // Saving the unchanged address with the profile needs no password.
    expect((await change({ email: "owner@example.com", name: "Olivia Owner" })).status).toBe(200);
  });

  it("with the current password it changes, and the old address is told", async () => {
    const res = await change({ email: "olivia@example.org", current_password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ email: "olivia@example.org", email_verified_at: null });
    const notice = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "owner@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe("Your email address was changed");
    expect(notice.text).toContain("olivia@example.org");
    expect(notice.text).not.toMatch(/token=/);
    expect(await mailsTo(t, "olivia@example.org")).toBe(1);
  });

  it("an admin changing someone's address needs no password of theirs, and the old address is told", async () => {
    const admin = await login(t.app, "admin@example.com");
    const id = await userId(t, "designer@example.com");
    const res = await call(t.app, "PUT", `/api/users/${id}`, {
      token: admin,
      body: { email: "diego@example.org" },
    });
    expect(res.status).toBe(200);
    expect(await mailsTo(t, "designer@example.com")).toBe(1);
  });
});
