import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MSG } from "../../domain/invitations.js";
import { MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { putStoreOnPlan } from "../helpers/store-plan.js";

let t: TestApp;
let admin: string, primary: string, storeAdmin: string, designer: string, owner: string;
let acme: number, events: number, oscars: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [admin, primary, storeAdmin, designer, owner] = await Promise.all(
    ["admin", "primary-admin", "store-admin", "designer", "owner"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  acme = await storeId(t.db, "Acme Team Store");
  events = await storeId(t.db, "Acme Events");
  oscars = await storeId(t.db, "Oscar's Tees");
  // These tests invite more people than a Free store's team limit (3) allows: Pro allows 50.
  await putStoreOnPlan(t.db, events, "pro");
  await putStoreOnPlan(t.db, oscars, "pro");
  const users = await t.db.kysely.selectFrom("users").select(["id", "email"]).execute();
  for (const u of users) ids[u.email.split("@")[0]!] = u.id;
});
afterAll(() => t.close());

type Level = {
  id: number;
  website_id: number;
  name: string;
  users_count: number;
  users: { id: number; email: string }[];
  added?: number;
};
const post = (url: string, token: string | undefined, body: unknown) =>
  call(t.app, "POST", url, { ...(token ? { token } : {}), body });
let vip: number;

describe("POST /api/create/level and GET /api/levels", () => {
  it("creates a level and lists it with its user count", async () => {
    const res = await post("/api/create/level", storeAdmin, { website_id: acme, name: "VIP" });
    expect(res.status).toBe(201);
    vip = res.json<Level>().id;
    expect(res.json()).toMatchObject({ website_id: acme, name: "VIP", users_count: 0, users: [] });
    const list = await call(t.app, "GET", "/api/levels", {
      token: primary,
      headers: { "x-website-id": String(acme) },
    });
    expect(list.status).toBe(200);
    expect(list.json<Level[]>()).toEqual([expect.objectContaining({ id: vip, name: "VIP", users_count: 0 })]);
  });

  it("refuses a duplicate name (409), bad input (422), 401, 404, 403", async () => {
    const dup = await post("/api/create/level", primary, { website_id: acme, name: "VIP" });
    expect(dup.status).toBe(409);
    expect(dup.json().message).toBe(INVITATION_MSG.levelExists);
    const bad = await post("/api/create/level", primary, { website_id: acme, name: "  " });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ name: MSG.required });
    expect((await post("/api/create/level", undefined, { website_id: acme, name: "A" })).status).toBe(401);
    expect((await post("/api/create/level", owner, { website_id: acme, name: "A" })).status).toBe(404);
    expect((await post("/api/create/level", designer, { website_id: acme, name: "A" })).status).toBe(403);
    expect((await call(t.app, "GET", `/api/levels?website_id=${acme}`)).status).toBe(401);
    expect((await call(t.app, "GET", `/api/levels?website_id=${acme}`, { token: owner })).status).toBe(404);
    expect((await call(t.app, "GET", `/api/levels?website_id=${acme}`, { token: designer })).status).toBe(
      403,
    );
    expect((await call(t.app, "GET", "/api/levels", { token: primary })).status).toBe(400);
  });
});

describe("adding users to a level", () => {
  it("POST /api/users/level adds store members once (spec: only if not already present)", async () => {
    const res = await post("/api/users/level", storeAdmin, {
      level_id: vip,
      user_ids: [ids.designer, ids.client, ids.designer],
    });
    expect(res.status).toBe(200);
    expect(res.json<Level>()).toMatchObject({ users_count: 2, added: 2 });
    const again = await post("/api/users/level", storeAdmin, { level_id: vip, user_ids: [ids.designer] });
    expect(again.json<Level>()).toMatchObject({ users_count: 2, added: 0 });
  });

  it("refuses users outside the store and its company, empty lists, and strangers", async () => {
    const outsider = await post("/api/users/level", storeAdmin, { level_id: vip, user_ids: [ids.owner] });
    expect(outsider.status).toBe(422);
    expect(outsider.json().errors).toEqual({ user_ids: INVITATION_MSG.unknownUsers });
    const empty = await post("/api/users/level", storeAdmin, { level_id: vip, user_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.json().errors).toEqual({ user_ids: MSG.listNotEmpty });
    expect(
      (await post("/api/users/level", undefined, { level_id: vip, user_ids: [ids.client] })).status,
    ).toBe(401);
    // Another store's level, named in the body, answers exactly what a missing level answers.
    const foreign = await post("/api/users/level", owner, { level_id: vip, user_ids: [ids.client] });
    const missing = await post("/api/users/level", owner, { level_id: 999_999, user_ids: [ids.client] });
    expect(foreign.status).toBe(404);
    expect([missing.status, missing.json()]).toEqual([404, foreign.json()]);
    expect((await post("/api/users/level", designer, { level_id: vip, user_ids: [ids.client] })).status).toBe(
      403,
    );
    // A platform admin may add anyone.
    expect(
      (await post("/api/users/level", admin, { level_id: vip, user_ids: [ids.owner] })).json<Level>().added,
    ).toBe(1);
  });

  it("POST /api/create/user/level adds one user by email, only if not already present", async () => {
    const res = await post("/api/create/user/level", primary, {
      level_id: vip,
      email: "Salesperson@Example.com",
    });
    expect(res.status).toBe(200);
    expect(res.json<Level>()).toMatchObject({ users_count: 4, added: 1 });
    const again = await post("/api/create/user/level", primary, {
      level_id: vip,
      email: "salesperson@example.com",
    });
    expect(again.json<Level>()).toMatchObject({ users_count: 4, added: 0 });
    const unknown = await post("/api/create/user/level", primary, {
      level_id: vip,
      email: "ghost@new.example",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json().errors).toEqual({ email: INVITATION_MSG.noAccount });
    const bad = await post("/api/create/user/level", primary, { level_id: vip, email: "nope" });
    expect(bad.json().errors).toEqual({ email: MSG.invalidEmail });
    expect(
      (await post("/api/create/user/level", owner, { level_id: vip, email: "client@example.com" })).status,
    ).toBe(404);
    expect(
      (await post("/api/create/user/level", designer, { level_id: vip, email: "client@example.com" })).status,
    ).toBe(403);
    expect(
      (await post("/api/create/user/level", undefined, { level_id: vip, email: "client@example.com" }))
        .status,
    ).toBe(401);
  });
});

describe("POST /api/send/invitation/level", () => {
  it("invites every user of the level to another store, skipping members", async () => {
    const res = await post("/api/send/invitation/level", primary, {
      level_id: vip,
      website_id: events,
      company_role: "client",
      permissions: [],
    });
    expect(res.status).toBe(201);
    const body = res.json<{
      message: string;
      created: number[];
      skipped: string[];
      invitations: { email: string }[];
    }>();
    expect(body.message).toBe(INVITATION_MSG.levelInvited);
    // designer, client, salesperson and owner are in the level; none is a member of Acme Events.
    expect(body.created).toHaveLength(4);
    expect(body.invitations.map((i) => i.email).sort()).toEqual(
      ["client@example.com", "designer@example.com", "owner@example.com", "salesperson@example.com"].sort(),
    );
    expect(
      await t.db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("to", "=", "designer@example.com")
        .where("subject", "=", "You are invited to join Acme Events")
        .executeTakeFirst(),
    ).toBeDefined();
    // Sent again: everyone is already invited.
    const again = await post("/api/send/invitation/level", primary, {
      level_id: vip,
      website_id: events,
      company_role: "client",
    });
    expect(again.json<{ created: number[]; skipped: string[] }>()).toMatchObject({
      created: [],
      skipped: expect.arrayContaining(["owner@example.com"]),
    });
  });

  it("needs edit_settings in both stores and the right to give the role", async () => {
    const payload = { level_id: vip, website_id: oscars, company_role: "client" };
    expect((await post("/api/send/invitation/level", undefined, payload)).status).toBe(401);
    // The level's store is theirs, the target is not.
    expect((await post("/api/send/invitation/level", primary, payload)).status).toBe(404);
    expect((await post("/api/send/invitation/level", owner, payload)).status).toBe(404);
    expect(
      (await post("/api/send/invitation/level", designer, { ...payload, website_id: acme })).status,
    ).toBe(403);
    const company = await post("/api/send/invitation/level", storeAdmin, {
      ...payload,
      website_id: acme,
      company_role: "company_admin",
    });
    expect(company.status).toBe(403);
    const bad = await post("/api/send/invitation/level", primary, { ...payload, company_role: "x" });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ company_role: INVITATION_MSG.badRole });
  });
});

describe("GET /api/admin/po/levels/users and GET /api/admin/users", () => {
  it("pages every level membership for admins, searchable", async () => {
    const res = await call(t.app, "GET", "/api/admin/po/levels/users?term=SALES&per_page=10", {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.json<{ data: unknown[]; total: number }>()).toMatchObject({
      total: 1,
      data: [
        {
          level_id: vip,
          level_name: "VIP",
          website_name: "Acme Team Store",
          email: "salesperson@example.com",
        },
      ],
    });
    const all = await call(t.app, "GET", `/api/admin/po/levels/users?website_id=${acme}&per_page=2&page=2`, {
      token: admin,
    });
    expect(all.json()).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    expect((await call(t.app, "GET", "/api/admin/po/levels/users", { token: primary })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/admin/po/levels/users")).status).toBe(401);
  });

  it("pages users for admins, searchable by name or email", async () => {
    const res = await call(t.app, "GET", "/api/admin/users?term=oscar&per_page=5", { token: admin });
    expect(res.status).toBe(200);
    const page = res.json<{ data: { email: string; is_admin: boolean }[]; total: number }>();
    expect(page.data.map((u) => u.email)).toEqual(["owner@example.com"]);
    const byEmail = await call(t.app, "GET", "/api/admin/users?term=ADMIN%40example", { token: admin });
    expect(byEmail.json<{ data: { email: string; is_admin: boolean }[] }>().data).toContainEqual(
      expect.objectContaining({ email: "admin@example.com", is_admin: true }),
    );
    const paged = await call(t.app, "GET", "/api/admin/users?per_page=3", { token: admin });
    expect(paged.json()).toMatchObject({ per_page: 3, current_page: 1 });
    expect(paged.json<{ data: unknown[] }>().data).toHaveLength(3);
    expect((await call(t.app, "GET", "/api/admin/users", { token: primary })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/admin/users")).status).toBe(401);
    expect((await call(t.app, "GET", "/api/admin/users?per_page=1000", { token: admin })).status).toBe(400);
  });
});

describe("DELETE /api/delete/level/{id}", () => {
  it("answers 401, 404 for another store, 403, then deletes with the spec's message", async () => {
    expect((await call(t.app, "DELETE", `/api/delete/level/${vip}`)).status).toBe(401);
    expect((await call(t.app, "DELETE", `/api/delete/level/${vip}`, { token: owner })).status).toBe(404);
    expect((await call(t.app, "DELETE", `/api/delete/level/${vip}`, { token: designer })).status).toBe(403);
    const res = await call(t.app, "DELETE", `/api/delete/level/${vip}`, { token: storeAdmin });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ message: "Access level successfully deleted" });
    const left = await t.db.kysely
      .selectFrom("level_users")
      .select("user_id")
      .where("level_id", "=", vip)
      .execute();
    expect(left).toEqual([]);
    expect((await call(t.app, "DELETE", `/api/delete/level/${vip}`, { token: storeAdmin })).status).toBe(404);
  });
});
