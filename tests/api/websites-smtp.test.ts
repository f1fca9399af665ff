import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_MSG } from "../../domain/stores.js";
import { fakeSmtp, unusedPort } from "../helpers/fake-smtp.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, expectStoreGuards, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  // The fake and unreachable servers below live on loopback, which stores may not use by default.
  process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS = "true";
});
afterAll(async () => {
  delete process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS;
  await t.close();
});

describe("POST /api/websites/test/email without store SMTP", () => {
  it("sends through the platform mailer, which keeps it in the outbox", async () => {
    const res = await call(t.app, "POST", "/api/websites/test/email", {
      token: a.primary,
      body: { website_id: a.events, type: "order", user_id: a.uid["store-admin"] },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      message: STORE_MSG.testEmailSent,
      to: "store-admin@example.com",
      via: "platform",
    });
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select(["subject", "sent_at"])
      .where("to", "=", "store-admin@example.com")
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: "Acme Events: Order confirmation (test)", sent_at: null });
  });
});

describe("store SMTP settings", () => {
  it("stores the password encrypted and never answers it", async () => {
    const res = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
      token: a.primary,
      body: {
        host: "127.0.0.1",
        port: 2525,
        username: "shop",
        password: "s3cret-pass",
        from_email: "Shop@Acme.example",
        from_name: "Acme",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      message: STORE_MSG.smtpUpdated,
      smtp: {
        host: "127.0.0.1",
        port: 2525,
        secure: false,
        username: "shop",
        from_email: "shop@acme.example",
        from_name: "Acme",
        has_password: true,
      },
    });
    expect(JSON.stringify(res.json())).not.toContain("s3cret");
    const row = await t.db.kysely
      .selectFrom("store_smtp_settings")
      .selectAll()
      .where("website_id", "=", a.team)
      .executeTakeFirstOrThrow();
    expect(row.password_enc).toMatch(/^v1:/);
    expect(row.password_enc).not.toContain("s3cret");
    const detail = await call(t.app, "GET", `/api/websites/${a.team}`, { token: a.primary });
    expect(JSON.stringify(detail.json())).not.toContain("s3cret");
    expect(detail.json()).toMatchObject({ smtp: { has_password: true } });
    // Saving without a password keeps the stored one.
    await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
      token: a.primary,
      body: { host: "127.0.0.1", port: 2526, from_email: "shop@acme.example" },
    });
    const kept = await t.db.kysely
      .selectFrom("store_smtp_settings")
      .select("password_enc")
      .where("website_id", "=", a.team)
      .executeTakeFirstOrThrow();
    expect(kept.password_enc).toBe(row.password_enc);
  });

  it("refuses bad settings with the field named", async () => {
    const res = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
      token: a.primary,
      body: { host: "mail server", port: 70000, from_email: "x" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(["from_email", "host", "port"]);
  });

  it("really sends the test email through the store's server, with its credentials", async () => {
    const smtp = await fakeSmtp();
    try {
      await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
        token: a.primary,
        body: {
          host: "127.0.0.1",
          port: smtp.port,
          username: "shop",
          password: "s3cret-pass",
          from_email: "shop@acme.example",
        },
      });
      const res = await call(t.app, "POST", "/api/websites/test/email", {
        token: a.primary,
        body: { website_id: a.team, user_id: a.uid.designer },
      });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({
        message: STORE_MSG.testEmailSent,
        to: "designer@example.com",
        via: "store_smtp",
      });
      expect(smtp.received.auth).toEqual(["\u0000shop\u0000s3cret-pass"]);
      expect(smtp.received.data[0]).toContain("Subject: Acme Team Store: Test email");
      const kept = await t.db.kysely
        .selectFrom("outbox")
        .select(["sent_at"])
        .where("to", "=", "designer@example.com")
        .execute();
      expect(kept.some((m) => m.sent_at !== null)).toBe(true);
    } finally {
      smtp.server.close();
    }
  });

  it("fails clearly with the transport's error when the server cannot be reached", async () => {
    const port = await unusedPort();
    await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
      token: a.primary,
      body: { host: "127.0.0.1", port, from_email: "shop@acme.example" },
    });
    const res = await call(t.app, "POST", "/api/websites/test/email", {
      token: a.primary,
      body: { website_id: a.team },
    });
    expect(res.status).toBe(422);
    expect(res.json().message).toMatch(/^The test email could not be sent: .*ECONNREFUSED/);
  });

  it("goes to the outbox when the store's settings are removed", async () => {
    const removed = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
      token: a.primary,
      body: { remove: true },
    });
    expect(removed.json()).toEqual({ message: STORE_MSG.smtpRemoved, smtp: null });
    const res = await call(t.app, "POST", "/api/websites/test/email", {
      token: a.primary,
      body: { website_id: a.team, type: "contact" },
    });
    expect(res.json()).toEqual({
      message: STORE_MSG.testEmailSent,
      to: "primary-admin@example.com",
      via: "platform",
    });
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .select(["subject"])
      .where("to", "=", "primary-admin@example.com")
      .where("subject", "=", "Acme Team Store: Contact form message (test)")
      .execute();
    expect(mail).toHaveLength(1);
  });

  it("refuses mail servers on private networks unless STORE_SMTP_ALLOW_PRIVATE_HOSTS=true", async () => {
    delete process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS;
    try {
      for (const host of ["127.0.0.1", "10.1.2.3", "192.168.0.10", "169.254.169.254", "localhost"]) {
        const res = await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
          token: a.primary,
          body: { host, port: 25, from_email: "shop@acme.example" },
        });
        expect(res.status, host).toBe(422);
        expect(res.json().errors).toEqual({ host: STORE_MSG.smtpHostNotAllowed });
      }
      // Settings saved while allowed are checked again when sending.
      process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS = "true";
      await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
        token: a.primary,
        body: { host: "127.0.0.1", port: 25, from_email: "shop@acme.example" },
      });
      delete process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS;
      const send = await call(t.app, "POST", "/api/websites/test/email", {
        token: a.primary,
        body: { website_id: a.team },
      });
      expect(send.status).toBe(422);
      expect(send.json().message).toBe(STORE_MSG.smtpHostNotAllowed);
    } finally {
      process.env.STORE_SMTP_ALLOW_PRIVATE_HOSTS = "true";
      await call(t.app, "POST", `/api/websites/${a.team}/update-smtp`, {
        token: a.primary,
        body: { remove: true },
      });
    }
  });

  it("mails only the store's own people", async () => {
    const res = await call(t.app, "POST", "/api/websites/test/email", {
      token: a.primary,
      body: { website_id: a.team, user_id: a.uid.owner },
    });
    expect(res.status).toBe(422);
    expect(res.json().message).toBe(STORE_MSG.testRecipientUnknown);
  });

  it("refuses 401, 404 outside the store, 403 with edit_settings at 0", async () => {
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: `/api/websites/${id}/update-smtp`,
      body: { remove: true },
    }));
    await expectStoreGuards(t, a, (id) => ({
      method: "POST",
      url: "/api/websites/test/email",
      body: { website_id: id },
    }));
  });
});
