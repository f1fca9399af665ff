import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { issueUserToken } from "../../server/auth/tokens.js";
import { lastMailTo } from "../helpers/mails.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";

describe("POST /api/login", () => {
  it("signs in with email and password and returns the user and a token", async () => {
    const res = await call(t.app, "POST", "/api/login", {
      body: { email: "Admin@Example.com", password: "demo1234" },
    });
    expect(res.status).toBe(200);
    const body = res.json<{ access_token: string; user: { email: string; is_admin: boolean } }>();
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ email: "admin@example.com", is_admin: true });
    const stored = await t.db.kysely.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.access_token);
  });

  it("refuses a wrong password with 422 and the same message as an unknown email", async () => {
    const wrong = await call(t.app, "POST", "/api/login", {
      body: { email: "admin@example.com", password: "nope" },
    });
    const unknown = await call(t.app, "POST", "/api/login", {
      body: { email: "ghost@example.com", password: "nope" },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.json().message).toBe(MSG.badCredentials);
    expect(unknown.json().message).toBe(MSG.badCredentials);
  });

  it("answers bad input with field errors, never a 500", async () => {
    const res = await call(t.app, "POST", "/api/login", { body: { email: "not-an-email" } });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({ email: MSG.invalidEmail, password: MSG.required });
    const malformed = await call(t.app, "POST", "/api/login", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.ts/);
  });

  it("refuses a password hash in the login link", async () => {
    const res = await call(t.app, "POST", "/api/login", { body: { hash: "abc" } });
    expect(res.status).toBe(400);
    expect(res.json().message).toBe(MSG.hashLoginRefused);
  });

  it("accepts a single-use etoken exactly once", async () => {
    const user = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const etoken = await issueUserToken(t.db, user.id, "login", 10);
    const first = await call(t.app, "POST", "/api/login", { body: { etoken } });
    expect(first.status).toBe(200);
    expect(first.json<{ user: { email: string } }>().user.email).toBe("owner@example.com");
    const second = await call(t.app, "POST", "/api/login", { body: { etoken } });
    expect(second.status).toBe(422);
    expect(second.json().message).toBe(MSG.badLoginLink);
  });

  it("rate-limits repeated attempts with 429", async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await call(limited.app, "POST", "/api/login", { body: { email: "a@b.co", password: "x" } }))
            .status,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("sessions", () => {
  it("GET /api/user needs a valid token", async () => {
    expect((await call(t.app, "GET", "/api/user")).status).toBe(401);
    const garbage = await call(t.app, "GET", "/api/user", { token: "not-a-real-token" });
    expect(garbage.status).toBe(401);
    expect(garbage.json().message).toBe(MSG.unauthenticated);
  });

  it("logout revokes the token", async () => {
    const token = await login(t.app, "designer@example.com");
    expect((await call(t.app, "GET", "/api/user", { token })).status).toBe(200);
    expect((await call(t.app, "POST", "/api/logout", { token })).status).toBe(204);
    expect((await call(t.app, "GET", "/api/user", { token })).status).toBe(401);
    expect((await call(t.app, "POST", "/api/logout")).status).toBe(401);
  });

  it("ignores the admin header: rights come from the database only", async () => {
    const token = await login(t.app, "client@example.com");
    const res = await call(t.app, "GET", "/api/user", { token, headers: { "x-admin": "1" } });
    expect(res.json().is_admin).toBe(false);
  });
});

describe("GET /api/user", () => {
  it("returns the spec's relations and the per-store permissions", async () => {
    const token = await login(t.app, "designer@example.com");
    const user = (await call(t.app, "GET", "/api/user", { token })).json<{
      company: { name: string } | null;
      main_company_role: { company_role: { slug: string } };
      company_roles: { website_id: number; company_role: { slug: string } }[];
      permissions: Record<string, string[]>;
      favouritesProducts: number[];
      website_role: unknown;
      address: unknown;
    }>();
    expect(user.company?.name).toBeTruthy();
    expect(user.main_company_role.company_role.slug).toBe("designer");
    expect(user.company_roles.length).toBeGreaterThan(0);
    const store = String(user.company_roles[0]!.website_id);
    expect(user.permissions[store]).toContain("edit_design");
    expect(user.permissions[store]).not.toContain("browse_orders");
    expect(Array.isArray(user.favouritesProducts)).toBe(true);
    expect(user).toHaveProperty("website_role");
    expect(user).toHaveProperty("address");
  });
});

describe("registration and email verification", () => {
  it("registers, mails a verification link, and verifies once", async () => {
    const res = await call(t.app, "POST", "/api/register", {
      body: {
        name: "New Seller",
        email: "New.Seller@example.com",
        password: "secret123",
        password_confirmation: "secret123",
      },
    });
    expect(res.status).toBe(201);
    const { user, access_token } = res.json<{
      user: { email: string; email_verified_at: string | null };
      access_token: string;
    }>();
    expect(user.email).toBe("new.seller@example.com");
    expect(user.email_verified_at).toBeNull();
    expect((await call(t.app, "GET", "/api/user", { token: access_token })).status).toBe(200);

    const mail = await lastMailTo(t, "new.seller@example.com");
    expect(mail.subject).toMatch(/confirm/i);
    const token = tokenFrom(mail.text);
    expect((await call(t.app, "POST", "/api/email/verify", { body: { token } })).status).toBe(200);
    const again = await call(t.app, "POST", "/api/email/verify", { body: { token } });
    expect(again.status).toBe(422);
    expect(again.json().message).toBe(MSG.verifyLinkInvalid);
    const row = await t.db.kysely
      .selectFrom("users")
      .select("email_verified_at")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it("rejects a taken email and a mismatched confirmation", async () => {
    const taken = await call(t.app, "POST", "/api/register", {
      body: {
        name: "X",
        email: "owner@example.com",
        password: "secret123",
        password_confirmation: "secret123",
      },
    });
    expect(taken.status).toBe(422);
    expect(taken.json().errors).toEqual({ email: MSG.emailInUse });
    const mismatch = await call(t.app, "POST", "/api/register", {
      body: { name: "X", email: "x1@example.com", password: "secret123", password_confirmation: "other123" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: MSG.passwordMismatch });
    const short = await call(t.app, "POST", "/api/register", {
      body: { name: "", email: "x2@example.com", password: "short", password_confirmation: "short" },
    });
    expect(short.status).toBe(422);
    expect(short.json().errors).toMatchObject({ name: MSG.required, password: MSG.passwordTooShort });
  });

  it("resends the confirmation with the spec's message", async () => {
    await call(t.app, "POST", "/api/register", {
      body: {
        name: "R",
        email: "resend@example.com",
        password: "secret123",
        password_confirmation: "secret123",
      },
    });
    const before = await t.db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("to", "=", "resend@example.com")
      .execute();
    const res = await call(t.app, "POST", "/api/email/resend", { body: { email: "resend@example.com" } });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(MSG.confirmationSent);
    const after = await t.db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("to", "=", "resend@example.com")
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect((await call(t.app, "POST", "/api/email/resend", { body: { email: "bad" } })).status).toBe(422);
  });
});

describe("password reset", () => {
  it("mails a link, sets the new password, and signs other sessions out", async () => {
    const oldSession = await login(t.app, "salesperson@example.com");
    const ask = await call(t.app, "POST", "/api/password/email", {
      body: { email: "salesperson@example.com" },
    });
    expect(ask.status).toBe(200);
    const unknown = await call(t.app, "POST", "/api/password/email", {
      body: { email: "nobody@example.com" },
    });
    expect(unknown.json().message).toBe(ask.json().message);

    const token = tokenFrom((await lastMailTo(t, "salesperson@example.com")).text);
    const wrongEmail = await call(t.app, "POST", "/api/password/reset", {
      body: {
        token,
        email: "client@example.com",
        password: "newpass123",
        password_confirmation: "newpass123",
      },
    });
    expect(wrongEmail.status).toBe(422);
    const res = await call(t.app, "POST", "/api/password/reset", {
      body: {
        token,
        email: "salesperson@example.com",
        password: "newpass123",
        password_confirmation: "newpass123",
      },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: oldSession })).status).toBe(401);
    await expect(login(t.app, "salesperson@example.com")).rejects.toThrow();
    expect(await login(t.app, "salesperson@example.com", "newpass123")).toBeTruthy();
    const reused = await call(t.app, "POST", "/api/password/reset", {
      body: {
        token,
        email: "salesperson@example.com",
        password: "again1234",
        password_confirmation: "again1234",
      },
    });
    expect(reused.status).toBe(422);
  });
});
