import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG } from "../../domain/account.js";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string, owner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all(["admin", "owner"].map((u) => login(t.app, `${u}@example.com`)));
});
afterAll(() => t.close());

const userId = async (email: string) =>
  (await t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;

type UserRow = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  website_role: string | null;
  can_create_stores: number;
  is_admin: boolean;
};

describe("PUT /api/bread/User/{id}: a platform admin's edit of a user", () => {
  it("saves name, email, role, website role and store creation with the account's rules", async () => {
    const id = await userId("designer@example.com");
    const res = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: {
        name: "  Dana D.  ",
        email: "dana.d@example.com",
        role_id: 2,
        website_role: " store_owner ",
        can_create_stores: 1,
        // Read-only columns a form sends back are not written.
        created_at: "2000-01-01T00:00:00.000Z",
      },
    });
    expect(res.status).toBe(200);
    const saved = res.json<UserRow>();
    expect(saved).toMatchObject({
      id,
      name: "Dana D.",
      email: "dana.d@example.com",
      role_id: 2,
      website_role: "store_owner",
      can_create_stores: 1,
      is_admin: false,
    });
    const row = await t.db.kysely
      .selectFrom("users")
      .select(["email_verified_at", "created_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // A new address is unverified until its owner confirms it.
    expect(row.email_verified_at).toBeNull();
    expect(String(row.created_at)).not.toContain("2000-01-01");
  });

  it("answers field errors (422) for a taken email or a missing name, and refuses a non-admin (403)", async () => {
    const id = await userId("client@example.com");
    const taken = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: {
        name: "Client",
        email: "owner@example.com",
        role_id: 2,
        website_role: null,
        can_create_stores: 0,
      },
    });
    expect(taken.status).toBe(422);
    expect(taken.json<{ errors: Record<string, string> }>().errors.email).toBe(MSG.emailInUse);

    const blank = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: { name: " ", email: "client@example.com", role_id: 2, website_role: null, can_create_stores: 0 },
    });
    expect(blank.status).toBe(422);
    expect(blank.json<{ errors: Record<string, string> }>().errors.name).toBe(MSG.required);

    const refused = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: owner,
      body: {
        name: "Client",
        email: "client@example.com",
        role_id: 1,
        website_role: null,
        can_create_stores: 0,
      },
    });
    expect(refused.status).toBe(403);
  });

  it("keeps the last active platform admin of the demo data (409)", async () => {
    const id = await userId("admin@example.com");
    const res = await call(t.app, "PUT", `/api/bread/User/${id}`, {
      token: admin,
      body: {
        name: "Platform Admin",
        email: "admin@example.com",
        role_id: 2,
        website_role: null,
        can_create_stores: 0,
      },
    });
    expect(res.status).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(ACCOUNT_MSG.lastAdmin);
  });
});
