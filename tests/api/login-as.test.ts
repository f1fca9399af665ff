import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { hashToken } from "../../server/auth/tokens.js";
import { call, login, type TestApp, createTestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

interface Link {
  etoken: string;
  url: string;
  expires_at: string;
}

const issue = (token: string | undefined, userId: number) =>
  call(t.app, "POST", `/api/admin/users/${userId}/login-link`, token ? { token } : {});

const useLink = (etoken: string) => call(t.app, "POST", "/api/login", { body: { etoken } });

async function sessionOf(accessToken: string) {
  return t.db.kysely
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", hashToken(accessToken))
    .executeTakeFirstOrThrow();
}

describe('"log in as" links (POST /api/admin/users/{id}/login-link)', () => {
  it("signs the platform admin in as the user once, in a session marked as the admin's", async () => {
    const res = await issue(a.admin, a.uid.owner!);
    expect(res.status).toBe(201);
    const link = res.json<Link>();
    expect(link.url).toMatch(/\/app\/login\?etoken=/);
    expect(link.url.endsWith(link.etoken)).toBe(true);
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());

    const first = await useLink(link.etoken);
    expect(first.status).toBe(200);
    const signedIn = first.json<{ user: { email: string }; access_token: string }>();
    expect(signedIn.user.email).toBe("owner@example.com");
    const me = await call(t.app, "GET", "/api/user", { token: signedIn.access_token });
    expect(me.json<{ email: string }>().email).toBe("owner@example.com");

    const session = await sessionOf(signedIn.access_token);
    expect(session.user_id).toBe(a.uid.owner);
    expect(session.acting_admin_id).toBe(a.uid.admin);
    // At most a day, whatever the configured session length.
    expect(Date.parse(session.expires_at) - Date.now()).toBeLessThanOrEqual(86_400_000);

    const token = await t.db.kysely
      .selectFrom("user_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(link.etoken))
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ user_id: a.uid.owner, issued_by: a.uid.admin, purpose: "login" });
    expect(token.used_at).not.toBeNull();

    const second = await useLink(link.etoken);
    expect(second.status).toBe(422);
    expect(second.json().message).toBe(MSG.badLoginLink);
  });

  it("refuses an expired link", async () => {
    const link = (await issue(a.admin, a.uid.designer!)).json<Link>();
    await t.db.kysely
      .updateTable("user_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(link.etoken))
      .execute();
    const res = await useLink(link.etoken);
    expect(res.status).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors.etoken).toBe(MSG.badLoginLink);
  });

  it("is issued by a platform admin by role only", async () => {
    expect((await issue(undefined, a.uid.owner!)).status).toBe(401);
    for (const token of [a.owner, a.primary, a.companyAdmin, a.storeAdmin]) {
      const res = await issue(token, a.uid.designer!);
      expect(res.status).toBe(403);
      expect(res.json().message).toBe(MSG.permissionDenied);
    }
    // A website role named admin makes a platform admin, but not one who may act as others.
    await t.db.kysely
      .updateTable("users")
      .set({ website_role: "admin" })
      .where("id", "=", a.uid.designer!)
      .execute();
    try {
      const designerAdmin = await login(t.app, "designer@example.com");
      const res = await issue(designerAdmin, a.uid.owner!);
      expect(res.status).toBe(403);
      expect(res.json().message).toBe(MSG.loginAsPlatformAdminOnly);
    } finally {
      await t.db.kysely
        .updateTable("users")
        .set({ website_role: null })
        .where("id", "=", a.uid.designer!)
        .execute();
    }
    const issued = await t.db.kysely
      .selectFrom("user_tokens")
      .select("issued_by")
      .where("issued_by", "is not", null)
      .execute();
    expect(issued.every((row) => row.issued_by === a.uid.admin)).toBe(true);
  });

  it("is never issued for a platform admin, a deactivated or an unknown user", async () => {
    const self = await issue(a.admin, a.uid.admin!);
    expect(self.status).toBe(403);
    expect(self.json().message).toBe(MSG.loginAsAdminRefused);

    await t.db.kysely
      .updateTable("users")
      .set({ deactivated_at: new Date().toISOString() })
      .where("id", "=", a.uid["company-admin"]!)
      .execute();
    try {
      const res = await issue(a.admin, a.uid["company-admin"]!);
      expect(res.status).toBe(409);
      expect(res.json().message).toBe(MSG.accountDeactivated);
    } finally {
      await t.db.kysely
        .updateTable("users")
        .set({ deactivated_at: null })
        .where("id", "=", a.uid["company-admin"]!)
        .execute();
    }
    expect((await issue(a.admin, 999_999)).status).toBe(404);
  });

  it("stops working when its admin is no platform admin any more", async () => {
    const link = (await issue(a.admin, a.uid["store-admin"]!)).json<Link>();
    await t.db.kysely.updateTable("users").set({ role_id: 2 }).where("id", "=", a.uid.admin!).execute();
    try {
      const res = await useLink(link.etoken);
      expect(res.status).toBe(422);
      expect(res.json().message).toBe(MSG.badLoginLink);
    } finally {
      await t.db.kysely.updateTable("users").set({ role_id: 1 }).where("id", "=", a.uid.admin!).execute();
    }
  });
});
