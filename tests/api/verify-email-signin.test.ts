import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { hashToken } from "../../server/auth/tokens.js";
import { call, type TestApp, createTestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastMailTo = (to: string) =>
  t.db.kysely
    .selectFrom("outbox")
    .selectAll()
    .where("to", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

/** The verification link's two single-use tokens, read from the mail's text. */
async function mailedLink(to: string): Promise<{ token: string; etoken: string }> {
  const mail = await lastMailTo(to);
  const link = /(\S+\/app\/verify\?\S+)/.exec(mail.text)?.[1] ?? "";
  const params = new URL(link).searchParams;
  return { token: params.get("token") ?? "", etoken: params.get("etoken") ?? "" };
}

const verify = (token: string) => call(t.app, "POST", "/api/email/verify", { body: { token } });
const signIn = (etoken: string) => call(t.app, "POST", "/api/login", { body: { etoken } });

describe("the email verification link signs the user in", () => {
  it("verifies the address and signs in once; a second click does neither", async () => {
    const registered = await call(t.app, "POST", "/api/register", {
      body: {
        name: "Vera Verify",
        email: "vera@verify.example",
        password: "a-long-password",
        password_confirmation: "a-long-password",
      },
    });
    expect(registered.status).toBe(201);
    const { token, etoken } = await mailedLink("vera@verify.example");
    expect(token).not.toBe("");
    expect(etoken).not.toBe("");

    // Stored hashed, as a login token of the user's own (no admin), short-lived.
    const row = await t.db.kysely
      .selectFrom("user_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(etoken))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: "login", issued_by: null, used_at: null });
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(
      await t.db.kysely
        .selectFrom("user_tokens")
        .select("id")
        .where("token_hash", "=", etoken)
        .executeTakeFirst(),
    ).toBeUndefined();

    expect((await verify(token)).status).toBe(200);
    const first = await signIn(etoken);
    expect(first.status).toBe(200);
    const session = first.json<{ user: { email: string; acting_admin: unknown }; access_token: string }>();
    expect(session.user.email).toBe("vera@verify.example");
    expect(session.user.acting_admin).toBeNull();
    const me = await call(t.app, "GET", "/api/user", { token: session.access_token });
    expect(me.json<{ email: string; email_verified_at: string | null }>()).toMatchObject({
      email: "vera@verify.example",
    });
    expect(me.json<{ email_verified_at: string | null }>().email_verified_at).not.toBeNull();

    const again = await verify(token);
    expect(again.status).toBe(422);
    expect(again.json().message).toBe(MSG.verifyLinkInvalid);
    const second = await signIn(etoken);
    expect(second.status).toBe(422);
    expect(second.json().message).toBe(MSG.badLoginLink);
  });

  it("a resent mail carries a fresh sign-in token; an expired one no longer signs in", async () => {
    await call(t.app, "POST", "/api/register", {
      body: {
        name: "Rhea Resend",
        email: "rhea@verify.example",
        password: "a-long-password",
        password_confirmation: "a-long-password",
      },
    });
    const firstMail = await mailedLink("rhea@verify.example");
    expect(
      (await call(t.app, "POST", "/api/email/resend", { body: { email: "rhea@verify.example" } })).status,
    ).toBe(200);
    const resent = await mailedLink("rhea@verify.example");
    expect(resent.etoken).not.toBe(firstMail.etoken);

    await t.db.kysely
      .updateTable("user_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(resent.etoken))
      .execute();
    // The confirmation itself outlives the sign-in half.
    expect((await verify(resent.token)).status).toBe(200);
    expect((await signIn(resent.etoken)).status).toBe(422);
  });

  it("the mail for a changed address carries one too", async () => {
    const res = await call(t.app, "POST", "/api/login", {
      body: { email: "designer@example.com", password: "demo1234" },
    });
    const { user, access_token } = res.json<{ user: { id: number }; access_token: string }>();
    const changed = await call(t.app, "PUT", `/api/users/${user.id}`, {
      token: access_token,
      body: { email: "dana-new@verify.example", current_password: "demo1234" },
    });
    expect(changed.status).toBe(200);
    const { token, etoken } = await mailedLink("dana-new@verify.example");
    expect((await verify(token)).status).toBe(200);
    const signedIn = await signIn(etoken);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json<{ user: { email: string } }>().user.email).toBe("dana-new@verify.example");
  });
});
