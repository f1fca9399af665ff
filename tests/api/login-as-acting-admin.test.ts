import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestApp, createTestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

interface Me {
  email: string;
  acting_admin: { id: number; name: string } | null;
}

async function logInAsOwner(): Promise<{ user: Me; access_token: string }> {
  const link = await call(t.app, "POST", `/api/admin/users/${a.uid.owner}/login-link`, { token: a.admin });
  expect(link.status).toBe(201);
  const res = await call(t.app, "POST", "/api/login", {
    body: { etoken: link.json<{ etoken: string }>().etoken },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe("GET /api/user names the admin acting for the user", () => {
  it('names the platform admin in a "log in as" session, in the sign-in answer and in GET /api/user', async () => {
    const signedIn = await logInAsOwner();
    const admin = { id: a.uid.admin, name: "Platform Admin" };
    expect(signedIn.user.email).toBe("owner@example.com");
    expect(signedIn.user.acting_admin).toEqual(admin);
    const me = await call(t.app, "GET", "/api/user", { token: signedIn.access_token });
    expect(me.status).toBe(200);
    expect(me.json<Me>()).toMatchObject({ email: "owner@example.com", acting_admin: admin });
  });

  it("answers null in the user's own session, and for the admin's own session", async () => {
    const own = await call(t.app, "GET", "/api/user", { token: a.owner });
    expect(own.json<Me>()).toMatchObject({ email: "owner@example.com", acting_admin: null });
    const adminOwn = await call(t.app, "GET", "/api/user", { token: a.admin });
    expect(adminOwn.json<Me>()).toMatchObject({ email: "admin@example.com", acting_admin: null });
    // The user's own password sign-in is no acting session either.
    const login = await call(t.app, "POST", "/api/login", {
      body: { email: "owner@example.com", password: "demo1234" },
    });
    expect(login.json<{ user: Me }>().user.acting_admin).toBeNull();
  });

  it("documents acting_admin in the OpenAPI document", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>();
    const ok = JSON.stringify(doc.paths["/api/user"]?.get?.responses?.["200"] ?? {});
    expect(ok).toContain("acting_admin");
    expect(ok).toContain("log in as");
  });
});
