import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { MSG } from "../../domain/messages.js";
import type { UserDto } from "../../domain/api.js";
import { issueUserToken } from "../../server/auth/tokens.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let owner: string, primary: string;
let oscars: number, mugs: number, acme: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, primary] = await Promise.all([
    login(t.app, "owner@example.com"),
    login(t.app, "primary-admin@example.com"),
  ]);
  oscars = await storeId(t.db, "Oscar's Tees");
  mugs = await storeId(t.db, "Oscar's Mugs");
  acme = await storeId(t.db, "Acme Team Store");
  // These tests invite more people than a Free store's team limit (3) allows: Pro allows 50.
  await putStoreOnPlan(t.db, oscars, "pro");
  await putStoreOnPlan(t.db, mugs, "pro");
});
afterAll(() => t.close());

/** The newest mail to an address. */
async function mailTo(address: string) {
  return t.db.kysely
    .selectFrom("outbox")
    .selectAll()
    .where("to", "=", address)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

/** The accept link's token from the newest invitation mail to the address. */
async function mailedToken(address: string): Promise<string> {
  const mail = await mailTo(address);
  const match = /\/app\/invitation\/accept\?token=([\w%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no accept link in ${mail.text}`);
  return decodeURIComponent(match[1]);
}

const invite = (
  token: string,
  websiteId: number,
  email: string,
  company_role = "designer",
  permissions: unknown[] = [],
) =>
  call(t.app, "POST", "/api/create/invitation", {
    token,
    body: { website_id: websiteId, email, company_role, permissions },
  });

describe("invite by mail, accept with a new account (the issue's flow)", () => {
  it("owner invites designer@new.example; the invitee accepts, is signed in and holds the designer role", async () => {
    const sent = await invite(owner, oscars, "Designer@New.Example");
    expect(sent.status).toBe(201);
    expect(sent.json().message).toBe(INVITATION_MSG.sent);
    const open = sent.json<{ invitations: { email: string; status: string; company_role: string }[] }>()
      .invitations;
    expect(open).toContainEqual(
      expect.objectContaining({ email: "designer@new.example", status: "pending", company_role: "designer" }),
    );

    const mail = await mailTo("designer@new.example");
    expect(mail.subject).toBe("You are invited to join Oscar's Tees");
    expect(mail.text).toContain(`${t.config.publicUrl}/app/invitation/accept?token=`);
    expect(mail.html).toContain("Oscar&#39;s Tees");
    const token = await mailedToken("designer@new.example");
    // Only the hash is stored.
    const stored = await t.db.kysely
      .selectFrom("invitations")
      .select("token_hash")
      .where("email", "=", "designer@new.example")
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    // Without an account the body needs name and password, with the spec's messages.
    const missing = await call(t.app, "POST", "/api/accept/invitation", { body: { token } });
    expect(missing.status).toBe(422);
    expect(missing.json().errors).toMatchObject({ name: MSG.required, password: MSG.required });
    const mismatch = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "Dana", password: "longenough", password_confirmation: "different" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: MSG.passwordMismatch });

    const accepted = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "Dana Designer", password: "longenough", password_confirmation: "longenough" },
    });
    expect(accepted.status).toBe(200);
    const { user, access_token } = accepted.json<{ user: UserDto; access_token: string }>();
    expect(user.email).toBe("designer@new.example");
    expect(user.email_verified_at).not.toBeNull();
    expect(access_token).toEqual(expect.any(String));

    const me = (await call(t.app, "GET", "/api/user", { token: access_token })).json<UserDto>();
    expect(me.company_roles).toEqual([{ website_id: oscars, company_role: { slug: "designer" } }]);
    expect(me.permissions[String(oscars)]).toContain("edit_design");
    expect(me.permissions[String(oscars)]).not.toContain("browse_orders");
    const header = { "x-website-id": String(oscars) };
    expect(
      (await call(t.app, "GET", "/api/bread/Order", { token: access_token, headers: header })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "GET", "/api/bread/Product", { token: access_token, headers: header })).status,
    ).toBe(200);
    // Another store of the same owner stays closed.
    const other = await call(t.app, "GET", "/api/bread/Product", {
      token: access_token,
      headers: { "x-website-id": String(mugs) },
    });
    expect(other.status).toBe(404);
    // The password chosen on accept signs in later.
    expect(await login(t.app, "designer@new.example", "longenough")).toEqual(expect.any(String));

    // Single use: the same link again is refused.
    const again = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "X", password: "longenough", password_confirmation: "longenough" },
    });
    expect(again.status).toBe(422);
    expect(again.json().message).toBe(INVITATION_MSG.invalidOrExpired);
    expect((await call(t.app, "POST", "/api/decline/invitation", { body: { token } })).status).toBe(422);

    // The inviter hears about it.
    const ownerRow = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const note = await t.db.kysely
      .selectFrom("notifications")
      .select("content")
      .where("user_id", "=", ownerRow.id)
      .where("type", "=", "invitation")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(note.content).toBe("Dana Designer accepted your invitation to Oscar's Tees.");
  });

  it("refuses an expired link and marks it expired", async () => {
    await invite(owner, oscars, "late@new.example", "client");
    const token = await mailedToken("late@new.example");
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@new.example")
      .execute();
    const res = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "Late", password: "longenough", password_confirmation: "longenough" },
    });
    expect(res.status).toBe(422);
    expect(res.json()).toEqual(
      errorBody(INVITATION_MSG.invalidOrExpired, { token: INVITATION_MSG.invalidOrExpired }),
    );
    const row = await t.db.kysely
      .selectFrom("invitations")
      .select("status")
      .where("email", "=", "late@new.example")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("expired");
    expect(
      await t.db.kysely
        .selectFrom("users")
        .select("id")
        .where("email", "=", "late@new.example")
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("expires after 7 days", async () => {
    await invite(owner, oscars, "week@new.example", "client");
    const row = await t.db.kysely
      .selectFrom("invitations")
      .select(["expires_at", "created_at"])
      .where("email", "=", "week@new.example")
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeCloseTo(7 * 86_400_000, -4);
  });

  it("refuses an unknown token with the same message", async () => {
    const res = await call(t.app, "POST", "/api/accept/invitation", { body: { token: "nope" } });
    expect(res.status).toBe(422);
    expect(res.json().message).toBe(INVITATION_MSG.invalidOrExpired);
    expect((await call(t.app, "POST", "/api/accept/invitation", { body: {} })).json().errors).toEqual({
      token: MSG.required,
    });
  });

  it("declines by link: no access, the inviter is told, the link is spent", async () => {
    await invite(owner, oscars, "nothanks@new.example", "client");
    const token = await mailedToken("nothanks@new.example");
    const res = await call(t.app, "POST", "/api/decline/invitation", { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(INVITATION_MSG.declined);
    const row = await t.db.kysely
      .selectFrom("invitations")
      .select("status")
      .where("email", "=", "nothanks@new.example")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("declined");
    const accept = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, name: "N", password: "longenough", password_confirmation: "longenough" },
    });
    expect(accept.status).toBe(422);
  });
});

describe("existing accounts", () => {
  it("a verified user is notified, accepts by link without a password and joins with the entries", async () => {
    const sent = await invite(primary, acme, "owner@example.com", "salesperson", [
      { type: "browse_products", value: 0 },
    ]);
    expect(sent.status).toBe(201);
    const ownerRow = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    const note = await t.db.kysely
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", ownerRow.id)
      .where("content", "=", "You have been invited to join Acme Team Store.")
      .executeTakeFirstOrThrow();
    expect(note.type).toBe("invitation");
    expect(note.website_id).toBe(acme);
    const token = await mailedToken("owner@example.com");
    const res = await call(t.app, "POST", "/api/accept/invitation", { body: { token } });
    expect(res.status).toBe(200);
    const me = res.json<{ user: UserDto }>().user;
    expect(me.company_roles).toContainEqual({ website_id: acme, company_role: { slug: "salesperson" } });
    expect(me.website_permissions).toContainEqual({
      type: "browse_products",
      value: 0,
      user_permission: { website_id: acme },
    });
    // An independent store owner is not pulled into the company (they would lose creating stores).
    expect(me.company_id).toBeNull();
  });

  it("an unverified account registered with the address is claimed: the invitee sets the password, old sessions end", async () => {
    const reg = await call(t.app, "POST", "/api/register", {
      body: {
        name: "Squatter",
        email: "victim@new.example",
        password: "squatter1",
        password_confirmation: "squatter1",
      },
    });
    expect(reg.status).toBe(201);
    const squatter = reg.json<{ access_token: string }>().access_token;
    // A reset link the squatter holds must die with the claim, like its sessions.
    const squatterId = (
      await t.db.kysely
        .selectFrom("users")
        .select("id")
        .where("email", "=", "victim@new.example")
        .executeTakeFirstOrThrow()
    ).id;
    const resetLink = await issueUserToken(t.db, squatterId, "password_reset", 60);
    await invite(owner, oscars, "victim@new.example", "designer");
    const token = await mailedToken("victim@new.example");
    // By id the unverified account cannot take it.
    const inv = await t.db.kysely
      .selectFrom("invitations")
      .select("id")
      .where("email", "=", "victim@new.example")
      .executeTakeFirstOrThrow();
    const byId = await call(t.app, "POST", `/api/accept/invitation/${inv.id}`, { token: squatter });
    expect(byId.status).toBe(403);
    expect(byId.json().message).toBe(INVITATION_MSG.verifyFirst);
    const mine = await call(t.app, "GET", "/api/get/invitations?mine=1", { token: squatter });
    expect(mine.status).toBe(403);

    const noPassword = await call(t.app, "POST", "/api/accept/invitation", { body: { token } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json().errors).toMatchObject({ password: MSG.required });
    const res = await call(t.app, "POST", "/api/accept/invitation", {
      body: { token, password: "realowner", password_confirmation: "realowner" },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: squatter })).status).toBe(401);
    const failed = await call(t.app, "POST", "/api/login", {
      body: { email: "victim@new.example", password: "squatter1" },
    });
    expect(failed.status).toBe(422);
    expect(await login(t.app, "victim@new.example", "realowner")).toEqual(expect.any(String));
    const stale = await call(t.app, "POST", "/api/password/reset", {
      body: {
        token: resetLink,
        email: "victim@new.example",
        password: "squatter2",
        password_confirmation: "squatter2",
      },
    });
    expect(stale.status).toBe(422);
  });
});

describe("accept and decline by id (signed-in invitee)", () => {
  let client: string;
  beforeAll(async () => {
    client = await login(t.app, "client@example.com");
  });

  const invitationId = async (email: string, websiteId: number) =>
    (
      await t.db.kysely
        .selectFrom("invitations")
        .select("id")
        .where("email", "=", email)
        .where("website_id", "=", websiteId)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).id;

  it("lists the invitee's open invitations and accepts one", async () => {
    expect((await invite(owner, mugs, "client@example.com", "client")).status).toBe(201);
    const mine = await call(t.app, "GET", "/api/get/invitations?mine=1", { token: client });
    expect(mine.status).toBe(200);
    const rows = mine.json<{ data: { id: number; website_name: string; invited_by: { name: string } }[] }>()
      .data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ website_name: "Oscar's Mugs", invited_by: { name: "Oscar Owner" } });
    const one = await call(t.app, "GET", `/api/get/invitations/${rows[0]!.id}`, { token: client });
    expect(one.status).toBe(200);
    expect(one.json()).not.toHaveProperty("token_hash");

    const res = await call(t.app, "POST", `/api/accept/invitation/${rows[0]!.id}`, { token: client });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ message: INVITATION_MSG.accepted, website_id: mugs });
    const orders = await call(t.app, "GET", "/api/bread/Order", {
      token: client,
      headers: { "x-website-id": String(mugs) },
    });
    expect(orders.status).toBe(200);
    const twice = await call(t.app, "POST", `/api/accept/invitation/${rows[0]!.id}`, { token: client });
    expect(twice.status).toBe(422);
    expect(twice.json().message).toBe(INVITATION_MSG.invalidOrExpired);
  });

  it("declines by id; someone else's invitation is a 404; 401 without a session", async () => {
    await invite(owner, oscars, "client@example.com", "client");
    const id = await invitationId("client@example.com", oscars);
    expect((await call(t.app, "POST", `/api/accept/invitation/${id}`)).status).toBe(401);
    const stranger = await login(t.app, "designer@example.com");
    expect((await call(t.app, "POST", `/api/accept/invitation/${id}`, { token: stranger })).status).toBe(404);
    expect((await call(t.app, "POST", `/api/decline/invitation/${id}`, { token: stranger })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", `/api/get/invitations/${id}`, { token: stranger })).status).toBe(404);
    const res = await call(t.app, "POST", `/api/decline/invitation/${id}`, { token: client });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(INVITATION_MSG.declined);
    expect((await call(t.app, "POST", `/api/accept/invitation/${id}`, { token: client })).status).toBe(422);
    const orders = await call(t.app, "GET", "/api/bread/Order", {
      token: client,
      headers: { "x-website-id": String(oscars) },
    });
    expect(orders.status).toBe(404);
  });
});
