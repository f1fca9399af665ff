import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let primary: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  primary = (await login(t.app, "primary-admin@example.com"))!;
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

/** The accept link's token from the newest invitation mail to the address. */
async function mailedToken(address: string): Promise<string> {
  const mail = await t.db.kysely
    .selectFrom("outbox")
    .selectAll()
    .where("to", "=", address)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /\/app\/invitation\/accept\?token=([\w%-]+)/.exec(mail.text);
  return decodeURIComponent(match?.[1] ?? "");
}

describe("the invitation link signs an invitee with an account in, once", () => {
  it("accepting by the mailed link opens a session of the invitee; a second click opens none", async () => {
    const sent = await call(t.app, "POST", "/api/create/invitation", {
      token: primary,
      body: { website_id: acme, email: "owner@example.com", company_role: "designer", permissions: [] },
    });
    expect(sent.status).toBe(201);
    const token = await mailedToken("owner@example.com");

    const first = await call(t.app, "POST", "/api/accept/invitation", { body: { token } });
    expect(first.status).toBe(200);
    const { access_token } = first.json<{ access_token: string }>();
    const me = await call(t.app, "GET", "/api/user", { token: access_token });
    expect(me.status).toBe(200);
    expect(me.json<{ email: string; acting_admin: unknown }>()).toMatchObject({
      email: "owner@example.com",
      acting_admin: null,
    });

    const second = await call(t.app, "POST", "/api/accept/invitation", { body: { token } });
    expect(second.status).toBe(422);
    expect(second.json<{ access_token?: string }>().access_token).toBeUndefined();
    expect(second.json().message).toBe(INVITATION_MSG.invalidOrExpired);
  });
});
