import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string;
let tees: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

/** Invites the address to Oscar's Tees and returns the token of the mailed accept link. */
async function invited(email: string): Promise<string> {
  const sent = await call(t.app, "POST", "/api/create/invitation", {
    token: owner,
    body: { website_id: tees, email, company_role: "designer", permissions: [] },
  });
  expect(sent.status).toBe(201);
  const mail = await t.db.kysely
    .selectFrom("outbox")
    .select("text")
    .where("to", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/\/app\/invitation\/accept\?token=([\w%-]+)/.exec(mail.text)![1]!);
}

const check = (token: string) => call(t.app, "POST", "/api/invitation/check", { body: { token } });
const refused = {
  message: INVITATION_MSG.invalidOrExpired,
  errors: { token: INVITATION_MSG.invalidOrExpired },
};

describe("checking an invitation link before answering it (POST /api/invitation/check)", () => {
  it("names the store and whether a new account is needed, and answers nothing", async () => {
    const fresh = await invited("newcomer@check.example");
    const res = await check(fresh);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ website_name: "Oscar's Tees", needs_account: true });
    // Still pending: the check is no answer.
    expect((await check(fresh)).status).toBe(200);

    const known = await invited("client@example.com");
    expect((await check(known)).json()).toEqual({ website_name: "Oscar's Tees", needs_account: false });
  });

  it("refuses a bogus, an answered and an expired token with the invitation message", async () => {
    const bogus = await check("not-a-token");
    expect(bogus.status).toBe(422);
    expect(bogus.json()).toMatchObject(refused);

    const answered = await invited("decliner@check.example");
    expect((await call(t.app, "POST", "/api/decline/invitation", { body: { token: answered } })).status).toBe(
      200,
    );
    expect((await check(answered)).json()).toMatchObject(refused);

    const expired = await invited("late@check.example");
    await t.db.kysely
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@check.example")
      .execute();
    const late = await check(expired);
    expect(late.status).toBe(422);
    expect(late.json()).toMatchObject(refused);
  });
});
