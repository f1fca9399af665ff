import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import type { UserDto } from "../../domain/api.js";
import { MSG } from "../../domain/messages.js";
import { PERMISSION_TYPES } from "../../domain/permissions.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let owner: string, storeAdmin: string, designer: string, client: string;
let acme: number, oscars: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, storeAdmin, designer, client] = await Promise.all(
    ["owner", "store-admin", "designer", "client"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
});
afterAll(() => t.close());

type Code = {
  code: string;
  website_id: number;
  company_role: string;
  permissions: unknown[];
  max_uses: number;
  uses: number;
  expires_at: string;
};
const createCode = (token: string | undefined, body: unknown) =>
  call(t.app, "POST", "/api/create/invitation/code", { ...(token ? { token } : {}), body });
const redeem = (token: string | undefined, code: string) =>
  call(t.app, "POST", "/api/update/integration", { ...(token ? { token } : {}), body: { code } });

describe("POST /api/create/invitation/code", () => {
  it("returns a short code with the expanded permissions", async () => {
    const res = await createCode(owner, {
      website_id: oscars,
      company_role: "store_admin",
      permissions: [{ type: "full_admin_access", value: 1 }],
      max_uses: 2,
      expires_in_days: 3,
    });
    expect(res.status).toBe(201);
    const code = res.json<Code>();
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code).toMatchObject({ website_id: oscars, company_role: "store_admin", max_uses: 2, uses: 0 });
    expect(code.permissions).toHaveLength(PERMISSION_TYPES.length);
    expect(Date.parse(code.expires_at) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  it("answers 401, 404, 403, 422 and applies the role rules", async () => {
    const payload = { website_id: acme, company_role: "client" };
    expect((await createCode(undefined, payload)).status).toBe(401);
    expect((await createCode(owner, payload)).status).toBe(404);
    expect((await createCode(designer, payload)).status).toBe(403);
    const company = await createCode(storeAdmin, { website_id: acme, company_role: "company_admin" });
    expect(company.status).toBe(403);
    expect(company.json().message).toBe(INVITATION_MSG.companyRoleNeedsCompanyAdmin);
    const bad = await createCode(storeAdmin, { website_id: acme, company_role: "client", max_uses: 0 });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ max_uses: "Value must be greater than or equal to 1" });
    expect((await createCode(storeAdmin, payload)).status).toBe(201);
  });
});

describe("POST /api/update/integration (redeem a code)", () => {
  it("joins the store with the code's role, up to max_uses, case and dashes ignored", async () => {
    const code = (
      await createCode(owner, { website_id: oscars, company_role: "client", max_uses: 1 })
    ).json<Code>().code;
    const spaced = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const res = await redeem(client, spaced);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ message: INVITATION_MSG.joined, website_id: oscars });
    expect(res.json<{ user: UserDto }>().user.company_roles).toContainEqual({
      website_id: oscars,
      company_role: { slug: "client" },
    });
    const orders = await call(t.app, "GET", "/api/bread/Order", {
      token: client,
      headers: { "x-website-id": String(oscars) },
    });
    expect(orders.status).toBe(200);
    // Used up.
    const second = await redeem(designer, code);
    expect(second.status).toBe(422);
    expect(second.json()).toEqual(
      errorBody(INVITATION_MSG.codeInvalid, { code: INVITATION_MSG.codeInvalid }),
    );
  });

  it("refuses members (409, the use is not counted), expired and unknown codes (422), and guests (401)", async () => {
    const code = (
      await createCode(storeAdmin, { website_id: acme, company_role: "client", max_uses: 5 })
    ).json<Code>().code;
    const member = await redeem(designer, code);
    expect(member.status).toBe(409);
    expect(member.json().message).toBe(INVITATION_MSG.youAreMember);
    const row = await t.db.kysely
      .selectFrom("invitation_codes")
      .select("uses")
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(0);
    await t.db.kysely
      .updateTable("invitation_codes")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("code", "=", code)
      .execute();
    expect((await redeem(owner, code)).status).toBe(422);
    expect((await redeem(owner, "ZZZZZZZZ")).status).toBe(422);
    expect((await redeem(undefined, code)).status).toBe(401);
    const empty = await redeem(owner, "");
    expect(empty.status).toBe(422);
    expect(empty.json().errors).toEqual({ code: MSG.required });
  });
});
