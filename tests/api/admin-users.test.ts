import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

interface ListedUser {
  id: number;
  name: string;
  email: string;
  role_id: number;
  is_admin: boolean;
  website_role: string | null;
  can_create_stores: number;
}

async function listed(term: string): Promise<ListedUser | undefined> {
  const res = await call(t.app, "GET", `/api/admin/users?term=${encodeURIComponent(term)}`, {
    token: a.admin,
  });
  expect(res.status).toBe(200);
  return res.json<{ data: ListedUser[] }>().data[0];
}

/** Users with created_at set by the test, so the report's period is known exactly. */
async function registeredOn(day: string, email: string, name: string): Promise<number> {
  const row = await t.db.kysely
    .insertInto("users")
    .values({
      name,
      email,
      password_hash: "x",
      created_at: `${day}T12:00:00.000Z`,
      updated_at: `${day}T12:00:00.000Z`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const csvLines = (body: unknown) => String(body).trim().split("\r\n");

describe("admin edit of a user (PUT /api/users/{id})", () => {
  it("changes name, email, role, website role and store creation; the admin list shows them", async () => {
    const id = a.uid.designer!;
    const before = await listed("designer@example.com");
    expect(before).toMatchObject({ id, role_id: 2, is_admin: false, can_create_stores: 0 });

    const res = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.admin,
      body: {
        name: "Diego D.",
        email: "diego.d@example.com",
        role_id: 1,
        website_role: "store_owner",
        can_create_stores: 1,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await listed("diego.d@example.com")).toMatchObject({
      id,
      name: "Diego D.",
      role_id: 1,
      is_admin: true,
      website_role: "store_owner",
      can_create_stores: 1,
    });

    // Back to a plain user; the website role can be cleared.
    const back = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.admin,
      body: { role_id: 2, website_role: null, can_create_stores: 0 },
    });
    expect(back.status).toBe(200);
    expect(await listed("diego.d@example.com")).toMatchObject({
      role_id: 2,
      is_admin: false,
      website_role: null,
      can_create_stores: 0,
    });
  });

  it("answers bad admin fields with 422 and the field's message", async () => {
    const id = a.uid.owner!;
    const badRole = await call(t.app, "PUT", `/api/users/${id}`, { token: a.admin, body: { role_id: 7 } });
    expect(badRole.status).toBe(422);
    expect(badRole.json<{ errors: Record<string, string> }>().errors.role_id).toBe(
      "Choose 1 (admin) or 2 (user).",
    );
    const badFlag = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.admin,
      body: { can_create_stores: 3 },
    });
    expect(badFlag.status).toBe(422);
    expect(badFlag.json<{ errors: Record<string, string> }>().errors.can_create_stores).toBe(
      "Choose 0 or 1.",
    );
    const badEmail = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.admin,
      body: { email: "not-an-email" },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json<{ errors: Record<string, string> }>().errors.email).toBe(MSG.invalidEmail);
    const taken = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.admin,
      body: { email: "admin@example.com" },
    });
    expect(taken.status).toBe(422);
    expect(taken.json<{ errors: Record<string, string> }>().errors.email).toBe(MSG.emailInUse);
    const emptyName = await call(t.app, "PUT", `/api/users/${id}`, { token: a.admin, body: { name: " " } });
    expect(emptyName.status).toBe(422);
    expect(emptyName.json<{ errors: Record<string, string> }>().errors.name).toBe(MSG.required);
  });

  it("keeps the admin fields to platform admins (401, 403)", async () => {
    const id = a.uid.owner!;
    expect((await call(t.app, "PUT", `/api/users/${id}`, { body: { role_id: 1 } })).status).toBe(401);
    const own = await call(t.app, "PUT", `/api/users/${id}`, {
      token: a.owner,
      body: { can_create_stores: 1 },
    });
    expect(own.status).toBe(403);
    expect(own.json().message).toBe(MSG.permissionDenied);
    const other = await call(t.app, "PUT", `/api/users/${a.uid.designer}`, {
      token: a.primary,
      body: { name: "Not yours" },
    });
    expect(other.status).toBe(403);
  });
});

describe("POST /api/user-registered/report", () => {
  it("lists the users registered in the period, oldest first, as CSV", async () => {
    const first = await registeredOn("2031-03-01", "march-first@example.com", "March First");
    const last = await registeredOn("2031-03-31", "march-last@example.com", '=HYPERLINK("x")');
    await registeredOn("2031-02-28", "february@example.com", "February");
    await registeredOn("2031-04-01", "april@example.com", "April");

    const res = await call(t.app, "POST", "/api/user-registered/report", {
      token: a.admin,
      body: { from: "2031-03-01", to: "2031-03-31" },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toContain("text/csv");
    expect(String(res.headers["content-disposition"])).toBe(
      'attachment; filename="users-registered-2031-03-01-to-2031-03-31.csv"',
    );
    const lines = csvLines(res.body);
    expect(lines[0]).toMatch(/^ID,Name,Email,Role/);
    expect(lines.slice(1).map((l) => Number(l.split(",")[0]))).toEqual([first, last]);
    // A name that looks like a formula is escaped for spreadsheets.
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);

    const open = await call(t.app, "POST", "/api/user-registered/report", {
      token: a.admin,
      body: { from: "2031-03-31" },
    });
    expect(
      csvLines(open.body)
        .slice(1)
        .map((l) => l.split(",")[2]),
    ).toEqual(["march-last@example.com", "april@example.com"]);
  });

  it("pages through more users than one query reads, in order", async () => {
    const many = 1_203;
    const day = "2032-01-15";
    const rows = Array.from({ length: many }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk-${i}@example.com`,
      password_hash: "x",
      // Every tenth user shares a second with the one before it: the keyset must keep both.
      created_at: `${day}T10:${String(Math.floor(i / 20) % 60).padStart(2, "0")}:${String(Math.floor(i / 10) % 60).padStart(2, "0")}.000Z`,
      updated_at: `${day}T10:00:00.000Z`,
    }));
    for (let i = 0; i < rows.length; i += 300)
      await t.db.kysely
        .insertInto("users")
        .values(rows.slice(i, i + 300))
        .execute();
    const res = await call(t.app, "POST", "/api/user-registered/report", {
      token: a.admin,
      body: { from: day, to: day },
    });
    const lines = csvLines(res.body).slice(1);
    expect(lines).toHaveLength(many);
    const created = lines.map((l) => l.split(",").at(-1)!);
    expect([...created].sort()).toEqual(created);
    expect(new Set(lines.map((l) => l.split(",")[0])).size).toBe(many);
  });

  it("is for platform admins only and checks the period (401, 403, 422)", async () => {
    const url = "/api/user-registered/report";
    expect((await call(t.app, "POST", url, { body: {} })).status).toBe(401);
    const denied = await call(t.app, "POST", url, { token: a.owner, body: {} });
    expect(denied.status).toBe(403);
    expect(denied.json().message).toBe(MSG.permissionDenied);
    const reversed = await call(t.app, "POST", url, {
      token: a.admin,
      body: { from: "2031-04-01", to: "2031-03-01" },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.json<{ errors: Record<string, string> }>().errors.from).toBe(
      "The start date must not be after the end date.",
    );
    const badDay = await call(t.app, "POST", url, { token: a.admin, body: { from: "01.03.2031" } });
    expect(badDay.status).toBe(422);
    expect(badDay.json<{ errors: Record<string, string> }>().errors.from).toBe(
      "Use the date format YYYY-MM-DD.",
    );
  });

  it("is in the OpenAPI document", async () => {
    const doc = await call(t.app, "GET", "/api/docs/openapi.json");
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      "/api/user-registered/report",
    );
  });
});
